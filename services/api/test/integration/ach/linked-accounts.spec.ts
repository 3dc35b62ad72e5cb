import { balanceOf, fundedCustomer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';
import {
  entryCount,
  link,
  microAmounts,
  OTHER_BANK,
  runAchJobs,
  verifiedCustomer,
} from './ach-support';

describe.each(databaseKinds())('linked accounts (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('refuses a customer whose identity is not verified, and says why', async () => {
    const customer = await fundedCustomer(t, 0);
    const list = await call(t, 'GET', '/api/linked-accounts', { token: customer.accessToken });
    expect(list.body).toMatchObject({ canMoveExternally: false, simulatedNetwork: true });
    expect(list.body.blockedReason).toMatch(/Verify your identity/);
    const started = await call(t, 'POST', '/api/linked-accounts', {
      token: customer.accessToken,
      body: {
        routingNumber: OTHER_BANK,
        accountNumber: '12345678',
        holderName: 'Ada',
        accountType: 'checking',
      },
    });
    expect(started.status).toBe(403);
    expect(started.body.code).toBe('KYC_NOT_VERIFIED');
  });

  it('refuses a routing number with a wrong check digit before anything is written', async () => {
    const customer = await verifiedCustomer(t, 0);
    const started = await call(t, 'POST', '/api/linked-accounts', {
      token: customer.accessToken,
      body: {
        routingNumber: '021000022',
        accountNumber: '12345678',
        holderName: 'Ada',
        accountType: 'checking',
      },
    });
    expect(started.status).toBe(400);
    expect(started.text).toMatch(/not a valid routing number/);
    const list = await call(t, 'GET', '/api/linked-accounts', { token: customer.accessToken });
    expect(list.body.accounts).toEqual([]);
  });

  it('verifies ownership by two micro-deposits read on the other side, pulled back in one debit', async () => {
    const customer = await verifiedCustomer(t, 0);
    const linked = await link(t, customer, '987654321');
    expect(linked.status).toBe('awaiting_micro_deposits');
    const early = await call(t, 'POST', `/api/linked-accounts/${linked.id}/verify`, {
      token: customer.accessToken,
      body: { amountsMinor: [1, 2] },
    });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('ACH_MICRO_DEPOSITS_NOT_ARRIVED');
    await runAchJobs(t);
    const amounts = await microAmounts(t, customer, linked.id);
    expect(amounts).toHaveLength(2);
    for (const amount of amounts) expect(amount).toBeGreaterThanOrEqual(1);
    const statement = await call(
      t,
      'GET',
      `/api/linked-accounts/${linked.id}/simulated-statement`,
      {
        token: customer.accessToken,
      },
    );
    const net = statement.body.lines.reduce(
      (sum: number, line: { amountMinor: number }) => sum + line.amountMinor,
      0,
    );
    expect(net).toBe(0);
    const wrong = [amounts[0] === 99 ? 98 : (amounts[0] as number) + 1, amounts[1] as number];
    const missed = await call(t, 'POST', `/api/linked-accounts/${linked.id}/verify`, {
      token: customer.accessToken,
      body: { amountsMinor: wrong },
    });
    expect(missed.status).toBe(422);
    expect(missed.body).toMatchObject({ code: 'ACH_AMOUNTS_WRONG', details: { triesLeft: 2 } });
    const verified = await call(t, 'POST', `/api/linked-accounts/${linked.id}/verify`, {
      token: customer.accessToken,
      body: { amountsMinor: [...amounts].reverse() },
    });
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      status: 'verified',
      triesLeft: 2,
      accountNumberLast4: '4321',
    });
    expect(await balanceOf(t, customer.accountId)).toBe(0);
  });

  it('closes the link after three wrong tries; linking again starts over', async () => {
    const customer = await verifiedCustomer(t, 0);
    const linked = await link(t, customer, '555566667777');
    await runAchJobs(t);
    const answers = [];
    for (let i = 0; i < 3; i += 1) {
      const answer = await call(t, 'POST', `/api/linked-accounts/${linked.id}/verify`, {
        token: customer.accessToken,
        body: { amountsMinor: [99, 99] },
      });
      answers.push(answer.body.code);
    }
    const [first, second, third] = answers;
    const amounts = await microAmounts(t, customer, linked.id);
    // The customer might have typed the right pair by chance (99, 99): then the link is verified.
    if (amounts.every((amount) => amount === 99)) return;
    expect([first, second, third]).toEqual([
      'ACH_AMOUNTS_WRONG',
      'ACH_AMOUNTS_WRONG',
      'ACH_LINK_FAILED',
    ]);
    const again = await link(t, customer, '555566667777');
    expect(again.id).not.toBe(linked.id);
    expect(again.status).toBe('awaiting_micro_deposits');
  });

  it('refuses a second live link of one account, unlinks without a code, and audits both', async () => {
    const customer = await verifiedCustomer(t, 0);
    const linked = await link(t, customer, '44443333');
    const twice = await call(t, 'POST', '/api/linked-accounts', {
      token: customer.accessToken,
      body: {
        routingNumber: OTHER_BANK,
        accountNumber: '44443333',
        holderName: 'Ada',
        accountType: 'savings',
      },
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('ACH_LINK_ALREADY_ACTIVE');
    const removed = await call(t, 'DELETE', `/api/linked-accounts/${linked.id}`, {
      token: customer.accessToken,
    });
    expect(removed.status).toBe(204);
    const list = await call(t, 'GET', '/api/linked-accounts', { token: customer.accessToken });
    expect(list.body.accounts).toEqual([]);
    const other = await fundedCustomer(t, 0);
    const foreign = await call(t, 'DELETE', `/api/linked-accounts/${linked.id}`, {
      token: other.accessToken,
    });
    expect(foreign.status).toBe(404);
    await runAchJobs(t);
    expect(await entryCount(t, customer.id)).toBe(3);
  });
});
