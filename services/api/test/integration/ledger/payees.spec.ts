import { DataSource } from 'typeorm';
import { nameCheckOf } from '../../../src/modules/transfers/recipients.service';
import { TransferPolicyService } from '../../../src/modules/transfers/transfer-policy.service';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import type { Customer } from '../../support/banking';
import { balanceOf, fundedCustomer, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call, sameAnswer } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe('name check', () => {
  it('tells a match, a close match and no match apart', () => {
    expect(nameCheckOf('ADA  Lovelace', 'ada lovelace')).toBe('match');
    expect(nameCheckOf('Ada Lovelase', 'ada lovelace')).toBe('close_match');
    expect(nameCheckOf('Lovelace Ada', 'ada lovelace')).toBe('close_match');
    expect(nameCheckOf('A. Lovelace', 'ada lovelace')).toBe('close_match');
    expect(nameCheckOf('Charles Babbage', 'ada lovelace')).toBe('no_match');
  });
});

describe.each(databaseKinds())('saved payees (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  /** Adds a payee through both steps, reading the code from the real SMTP server. */
  async function addPayee(user: TestUser, details: Record<string, string>) {
    const since = t.mail.messages.length;
    const started = await call(t, 'POST', '/api/payees', {
      token: user.accessToken,
      body: details,
    });
    expect(started.status).toBe(200);
    const code = await t.mail.codeFor(user.email, /new Vaultline payee/, since);
    const saved = await call(t, 'POST', '/api/payees/confirm', {
      token: user.accessToken,
      body: { code },
    });
    expect(saved.status).toBe(201);
    return { started: started.body, saved: saved.body };
  }

  const payeeOf = (to: Customer, name = 'ada lovelace') => ({
    name,
    accountNumber: to.accountNumber,
    routingNumber: '123456780',
  });

  it('adds a payee with one emailed code after a name check; small payments then need no code', async () => {
    const [from, to] = [await fundedCustomer(t, 500_000), await fundedCustomer(t, 0)];
    const { started, saved } = await addPayee(from, { ...payeeOf(to), label: 'Ada' });
    expect(started).toMatchObject({ nameCheck: 'match', suggestedName: null });
    expect(saved).toMatchObject({
      label: 'Ada',
      nameCheck: 'match',
      accountNumber: to.accountNumber,
    });
    expect(new Date(saved.coolingUntil).getTime()).toBeGreaterThan(Date.now() + 23 * 3_600_000);
    for (const amountMinor of [10_000, 20_000]) {
      const sent = await transfer(t, from, { amountMinor, toNumber: to.accountNumber });
      expect(sent.body.outcome).toBe('completed');
    }
    const list = await call(t, 'GET', '/api/payees', { token: from.accessToken });
    expect(list.body).toMatchObject({ newPayeeLimitMinor: 50_000, newPayeeCoolingHours: 24 });
    expect(list.body.payees).toEqual([expect.objectContaining({ id: saved.id })]);
  });

  it('shows a close match as the holder’s initials only, and no match', async () => {
    const [from, to] = [await fundedCustomer(t, 0), await fundedCustomer(t, 0)];
    const close = await call(t, 'POST', '/api/payees', {
      token: from.accessToken,
      body: payeeOf(to, 'Ada Lovelase'),
    });
    expect(close.body).toMatchObject({ nameCheck: 'close_match', suggestedName: 'A. L.' });
    expect(close.text).not.toMatch(/lovelace/i);
    const none = await call(t, 'POST', '/api/payees', {
      token: from.accessToken,
      body: payeeOf(to, 'Charles Babbage'),
    });
    expect(none.body).toMatchObject({ nameCheck: 'no_match', suggestedName: null });
    const wrong = await call(t, 'POST', '/api/payees/confirm', {
      token: from.accessToken,
      body: { code: '000000' },
    });
    expect(wrong.body.code).toBe('AUTH_CODE_INVALID');
  });

  /** Sends a transfer that waits for its step-up code and confirms it with the emailed code. */
  async function sendWithCode(from: Customer, toNumber: string, amountMinor: number) {
    const since = t.mail.messages.length;
    const started = await transfer(t, from, { amountMinor, toNumber });
    expect(started.body.outcome).toBe('awaiting_code');
    const code = await t.mail.codeFor(from.email, /transfer code/, since);
    return call(t, 'POST', `/api/transfers/${started.body.transfer.id}/verify`, {
      token: from.accessToken,
      body: { code },
    });
  }
  const endWindows = (userId: string) =>
    t.app
      .get(DataSource)
      .query(
        "UPDATE recipient_windows SET opened_at = now() - interval '2 days', ends_at = now() - interval '1 second' WHERE user_id = $1",
        [userId],
      );

  it('caps the running total sent to a new payee in its first window, not each payment, and not after it', async () => {
    const [from, to] = [await fundedCustomer(t, 500_000), await fundedCustomer(t, 0)];
    await addPayee(from, payeeOf(to));
    for (const amountMinor of [20_000, 20_000])
      expect((await transfer(t, from, { amountMinor, toNumber: to.accountNumber })).status).toBe(
        201,
      );
    const over = await transfer(t, from, { amountMinor: 10_001, toNumber: to.accountNumber });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({
      code: 'TRANSFERS_NEW_PAYEE_LIMIT',
      details: { limitMinor: 50_000, remainingMinor: 10_000 },
    });
    expect(over.body.message).toContain('$500.00');
    const list = await call(t, 'GET', '/api/payees', { token: from.accessToken });
    expect(list.body.payees[0]).toMatchObject({ newPayeeRemainingMinor: 10_000 });
    expect(await balanceOf(t, to.accountId)).toBe(40_000);
    await endWindows(from.id);
    const after = await transfer(t, from, { amountMinor: 50_001, toNumber: to.accountNumber });
    expect(after.body.outcome).toBe('completed');
  });

  it('keeps a payee’s first window through a delete and a new add', async () => {
    const [from, to] = [await fundedCustomer(t, 500_000), await fundedCustomer(t, 0)];
    const { saved } = await addPayee(from, payeeOf(to));
    await transfer(t, from, { amountMinor: 40_000, toNumber: to.accountNumber });
    await call(t, 'DELETE', `/api/payees/${saved.id}`, { token: from.accessToken });
    const again = await addPayee(from, payeeOf(to));
    expect(again.saved.coolingUntil).toBe(saved.coolingUntil);
    expect(again.saved.newPayeeRemainingMinor).toBe(10_000);
    const over = await transfer(t, from, { amountMinor: 20_000, toNumber: to.accountNumber });
    expect(over.body.code).toBe('TRANSFERS_NEW_PAYEE_LIMIT');
  });

  it('caps a recipient paid straight from the transfer form (never on the payees page), also after a delete', async () => {
    const [from, to] = [await fundedCustomer(t, 500_000), await fundedCustomer(t, 0)];
    const first = await sendWithCode(from, to.accountNumber, 30_000);
    expect(first.body.outcome).toBe('completed');
    const over = await transfer(t, from, { amountMinor: 30_000, toNumber: to.accountNumber });
    expect(over.body).toMatchObject({
      code: 'TRANSFERS_NEW_PAYEE_LIMIT',
      details: { remainingMinor: 20_000 },
    });
    const [remembered] = (await call(t, 'GET', '/api/payees', { token: from.accessToken })).body
      .payees;
    await call(t, 'DELETE', `/api/payees/${remembered.id}`, { token: from.accessToken });
    const coded = await transfer(t, from, { amountMinor: 30_000, toNumber: to.accountNumber });
    expect(coded.body.code).toBe('TRANSFERS_NEW_PAYEE_LIMIT');
    // A first payment over the cap is refused before any code is sent.
    const stranger = await fundedCustomer(t, 0);
    const big = await transfer(t, from, { amountMinor: 50_001, toNumber: stranger.accountNumber });
    expect(big.body.code).toBe('TRANSFERS_NEW_PAYEE_LIMIT');
  });

  it('gives back to the window what a returned transfer did not deliver', async () => {
    const from = await fundedCustomer(t, 500_000);
    // Another bank's account that the simulated receiving bank returns (numbers ending in 0000).
    const elsewhere = {
      name: 'Grace Hopper',
      accountNumber: '7654320000',
      routingNumber: '021000021',
    };
    await addPayee(from, elsewhere);
    const sent = await transfer(t, from, {
      amountMinor: 40_000,
      toNumber: elsewhere.accountNumber,
      routing: elsewhere.routingNumber,
    });
    expect(sent.body.outcome).toBe('pending');
    const before = await call(t, 'GET', '/api/payees', { token: from.accessToken });
    expect(before.body.payees[0].newPayeeRemainingMinor).toBe(10_000);
    await t.app.get(JobsService).runDue();
    const returned = await call(t, 'GET', `/api/transfers/${sent.body.transfer.id}`, {
      token: from.accessToken,
    });
    expect(returned.body.status).toBe('failed');
    const after = await call(t, 'GET', '/api/payees', { token: from.accessToken });
    expect(after.body.payees[0].newPayeeRemainingMinor).toBe(50_000);
  });

  if (kind === 'postgres')
    it('lets no two parallel payments pass the cap together: 20 of $100 to a $500 window, 5 go', async () => {
      const [from, to] = [await fundedCustomer(t, 500_000), await fundedCustomer(t, 0)];
      await addPayee(from, payeeOf(to));
      const answers = await Promise.all(
        Array.from({ length: 20 }, () =>
          transfer(t, from, { amountMinor: 10_000, toNumber: to.accountNumber }),
        ),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 201)).toHaveLength(5);
      expect(answers.filter((a) => a.body.code === 'TRANSFERS_NEW_PAYEE_LIMIT')).toHaveLength(15);
      expect(await balanceOf(t, to.accountId)).toBe(50_000);
    });

  it('renames and removes a payee (then a code again); another customer’s payee is not found', async () => {
    const [from, to] = [await fundedCustomer(t, 100_000), await fundedCustomer(t, 0)];
    const { saved } = await addPayee(from, payeeOf(to));
    const renamed = await call(t, 'PATCH', `/api/payees/${saved.id}`, {
      token: from.accessToken,
      body: { label: 'Landlord' },
    });
    expect(renamed.body.label).toBe('Landlord');
    const stranger = await newCustomer(t);
    const theirs = await call(t, 'DELETE', `/api/payees/${saved.id}`, {
      token: stranger.accessToken,
    });
    const unknown = await call(t, 'DELETE', '/api/payees/00000000-0000-4000-8000-000000000000', {
      token: stranger.accessToken,
    });
    expect(theirs.status).toBe(404);
    expect(sameAnswer(theirs.body)).toEqual(sameAnswer(unknown.body));
    const removed = await call(t, 'DELETE', `/api/payees/${saved.id}`, { token: from.accessToken });
    expect(removed.status).toBe(204);
    const next = await transfer(t, from, { amountMinor: 1_000, toNumber: to.accountNumber });
    expect(next.body.outcome).toBe('awaiting_code');
  });

  it('keeps the cooling-off rule in the bank settings, which a customer cannot change', async () => {
    const settings = await t.app.get(TransferPolicyService).bankSettings();
    expect(settings).toMatchObject({ newPayeeLimitMinor: 50_000, newPayeeCoolingHours: 24 });
    const customer = await newCustomer(t);
    const refused = await call(t, 'PATCH', '/api/admin/settings', {
      token: customer.accessToken,
      body: { newPayeeLimitMinor: 1, reason: 'Trying' },
    });
    expect(refused.status).toBe(403);
  });
});
