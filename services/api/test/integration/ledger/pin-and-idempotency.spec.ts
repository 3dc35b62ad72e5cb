import { DataSource } from 'typeorm';
import { PinService } from '../../../src/modules/transfers/pin/pin.service';
import { canonicalJson } from '../../../src/platform/audit/canonical-json';
import {
  balanceOf,
  fundedCustomer,
  knownPayee,
  newKey,
  TEST_PIN,
  transfer,
} from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call, sameAnswer } from '../../support/http';
import { newCustomer, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('transfer PIN and idempotency (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const transferCount = async (userId: string) =>
    Number(
      (await db.query('SELECT count(*) FROM transfers WHERE user_id = $1', [userId]))[0].count,
    );

  it('sets a PIN once, never shows it, and refuses the ten most common PINs', async () => {
    const user = await newCustomer(t);
    const set = (pin: string, confirmPin = pin) =>
      call(t, 'POST', '/api/transfers/pin', { token: user.accessToken, body: { pin, confirmPin } });
    expect((await set('1234')).body.code).toBe('TRANSFERS_PIN_TOO_COMMON');
    expect((await set('12a4')).body.message).toContain('PIN must be exactly 4 digits.');
    expect((await set('4821', '4822')).body.message).toContain('PINs do not match.');
    expect((await set('4821')).status).toBe(204);
    expect((await set('9173')).body.code).toBe('TRANSFERS_PIN_ALREADY_SET');
    const me = await call(t, 'GET', '/api/me', { token: user.accessToken });
    expect(me.body.hasPin).toBe(true);
    expect(me.text).not.toContain('4821');
  });

  it('resets the PIN only with the right password and then the emailed code', async () => {
    const user = await fundedCustomer(t, 1_000);
    const start = (password: string) =>
      call(t, 'POST', '/api/transfers/pin/reset/start', {
        token: user.accessToken,
        body: { password },
      });
    const wrong = await start('not my password');
    expect(wrong.body).toMatchObject({
      code: 'TRANSFERS_PASSWORD_WRONG',
      message: 'Password did not match saved password!.',
    });
    const since = t.mail.messages.length;
    expect((await start(STRONG_PASSWORD)).body.method).toBe('email');
    const code = await t.mail.codeFor(user.email, /new Vaultline transfer PIN/, since);
    const reset = await call(t, 'POST', '/api/transfers/pin/reset', {
      token: user.accessToken,
      body: { pin: '6093', confirmPin: '6093', code },
    });
    expect(reset.status).toBe(204);
  });

  it('answers a wrong PIN with "The PIN you entered is not correct." and moves nothing', async () => {
    const from = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const response = await transfer(t, from, {
      amountMinor: 100,
      toNumber: to.accountNumber,
      pin: '0909',
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      code: 'TRANSFERS_PIN_INCORRECT',
      message: 'The PIN you entered is not correct.',
      details: { attemptsLeft: 4 },
    });
    expect(await balanceOf(t, from.accountId)).toBe(10_000);
  });

  it('blocks transfers after exactly 5 wrong PINs under 50 parallel tries, until the emailed code', async () => {
    const from = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const since = t.mail.messages.length;
    const tries = await Promise.all(
      Array.from({ length: 50 }, () =>
        transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber, pin: '0909' }),
      ),
    );
    const codes = tries.map((response) => response.body.code);
    expect(codes.filter((code) => code === 'TRANSFERS_PIN_INCORRECT')).toHaveLength(4);
    expect(codes.filter((code) => code === 'TRANSFERS_PIN_LOCKED')).toHaveLength(46);
    const [{ pin_failures: failures }] = await db.query(
      'SELECT pin_failures FROM transfer_settings WHERE user_id = $1',
      [from.id],
    );
    expect(failures).toBe(5);
    // The right PIN is refused too while blocked.
    expect(
      (await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber })).body.code,
    ).toBe('TRANSFERS_PIN_LOCKED');
    const code = await t.mail.codeFor(from.email, /Unblock your Vaultline transfers/, since);
    expect(
      (
        await call(t, 'POST', '/api/transfers/pin/unlock', {
          token: from.accessToken,
          body: { code },
        })
      ).status,
    ).toBe(204);
    expect(
      (await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber })).body.outcome,
    ).toBe('completed');
  });

  it('refuses the right PIN sent with 20 wrong ones after 5 wrong ones', async () => {
    const from = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    for (let i = 0; i < 5; i += 1)
      await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber, pin: '0909' });
    const wrong = Array.from({ length: 20 }, () =>
      transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber, pin: '0909' }),
    );
    const right = await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber });
    await Promise.all(wrong);
    expect(right.body.code).toBe('TRANSFERS_PIN_LOCKED');
    expect(await balanceOf(t, from.accountId)).toBe(10_000);
  });

  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const timings = [{ type: 'immediate' }, { type: 'scheduled', date: tomorrow }];
  it.each(timings)(
    'refuses a right PIN whose check was overtaken by the wrong PIN that locked transfers (%o)',
    async (timing) => {
      const from = await fundedCustomer(t, 10_000);
      const to = await fundedCustomer(t, 0);
      await knownPayee(t, from, to.accountNumber);
      for (let i = 0; i < 4; i += 1)
        await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber, pin: '0909' });
      // The right PIN passes its first check on the 4-failure snapshot; before it is written, the fifth wrong PIN locks transfers.
      const pins = t.app.get(PinService);
      const verify = pins.verify.bind(pins);
      let checked!: () => void;
      const rightChecked = new Promise<void>((resolve) => (checked = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const spy = jest.spyOn(pins, 'verify').mockImplementationOnce(async (...args) => {
        const verdict = await verify(...args);
        checked();
        await gate;
        return verdict;
      });
      const right = transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber, timing });
      await rightChecked;
      expect(
        (await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber, pin: '0909' }))
          .body.code,
      ).toBe('TRANSFERS_PIN_LOCKED');
      release();
      expect((await right).body.code).toBe('TRANSFERS_PIN_LOCKED');
      spy.mockRestore();
      expect(await balanceOf(t, from.accountId)).toBe(10_000);
      expect(await transferCount(from.id)).toBe(0);
      const [{ pin_failures: failures }] = await db.query(
        'SELECT pin_failures FROM transfer_settings WHERE user_id = $1',
        [from.id],
      );
      expect(failures).toBe(5);
    },
  );

  it('requires an Idempotency-Key', async () => {
    const from = await fundedCustomer(t, 1_000);
    const response = await call(t, 'POST', '/api/transfers', {
      token: from.accessToken,
      body: {
        fromAccountId: from.accountId,
        recipient: {
          accountType: 'checking',
          accountNumber: '123456789',
          routingNumber: '123456780',
          name: 'x',
        },
        amountMinor: 1,
        timing: { type: 'immediate' },
        pin: TEST_PIN,
      },
    });
    expect(response.body.code).toBe('TRANSFERS_IDEMPOTENCY_KEY_MISSING');
  });

  it('answers a retry with the same key with the first answer, and posts once', async () => {
    const from = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const key = newKey();
    const first = await transfer(t, from, { amountMinor: 1_000, toNumber: to.accountNumber, key });
    const retries = await Promise.all(
      Array.from({ length: 10 }, () =>
        transfer(t, from, { amountMinor: 1_000, toNumber: to.accountNumber, key }),
      ),
    );
    for (const retry of retries) {
      expect(retry.status).toBe(first.status);
      expect(retry.body).toEqual(first.body);
    }
    expect(await balanceOf(t, to.accountId)).toBe(1_000);
    expect(await transferCount(from.id)).toBe(1);
  });

  it('replays a refusal too, and refuses the same key with a different body', async () => {
    const from = await fundedCustomer(t, 500);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const key = newKey();
    const refused = await transfer(t, from, {
      amountMinor: 1_000,
      toNumber: to.accountNumber,
      key,
    });
    expect(refused.body.code).toBe('TRANSFERS_INSUFFICIENT_FUNDS');
    const replayed = await transfer(t, from, {
      amountMinor: 1_000,
      toNumber: to.accountNumber,
      key,
    });
    expect(sameAnswer(replayed.body)).toEqual(sameAnswer(refused.body));
    const other = await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber, key });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('TRANSFERS_IDEMPOTENCY_KEY_REUSED');
    expect(await balanceOf(t, from.accountId)).toBe(500);
  });

  it('scopes keys to the user: two customers may use the same key', async () => {
    const [a, b] = [await fundedCustomer(t, 1_000), await fundedCustomer(t, 1_000)];
    await knownPayee(t, a, b.accountNumber);
    await knownPayee(t, b, a.accountNumber);
    const key = newKey();
    expect(
      (await transfer(t, a, { amountMinor: 100, toNumber: b.accountNumber, key })).status,
    ).toBe(201);
    expect(
      (await transfer(t, b, { amountMinor: 200, toNumber: a.accountNumber, key })).status,
    ).toBe(201);
    expect(await balanceOf(t, a.accountId)).toBe(1_100);
  });

  it('makes one transfer out of 20 concurrent identical requests', async () => {
    const from = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const key = newKey();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        transfer(t, from, { amountMinor: 2_500, toNumber: to.accountNumber, key }),
      ),
    );
    expect(
      new Set(responses.map((response) => canonicalJson([response.status, response.body]))).size,
    ).toBe(1);
    expect(responses[0].status).toBe(201);
    expect(await transferCount(from.id)).toBe(1);
    expect(await balanceOf(t, to.accountId)).toBe(2_500);
  });
});
