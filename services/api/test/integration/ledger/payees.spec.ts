import { DataSource } from 'typeorm';
import { nameCheckOf } from '../../../src/modules/transfers/recipients.service';
import { TransferPolicyService } from '../../../src/modules/transfers/transfer-policy.service';
import { fundedCustomer, Customer, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call, sameAnswer } from '../../support/http';
import { newCustomer, TestUser } from '../../support/identity';
import { startTestApp, TestApp } from '../../support/test-app';

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

  it('shows a close match with the holder’s name, and no match', async () => {
    const [from, to] = [await fundedCustomer(t, 0), await fundedCustomer(t, 0)];
    const close = await call(t, 'POST', '/api/payees', {
      token: from.accessToken,
      body: payeeOf(to, 'Ada Lovelase'),
    });
    expect(close.body).toMatchObject({ nameCheck: 'close_match', suggestedName: 'ada lovelace' });
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

  it('limits each payment to a new payee during the cooling-off, and not after it', async () => {
    const [from, to] = [await fundedCustomer(t, 500_000), await fundedCustomer(t, 0)];
    const { saved } = await addPayee(from, payeeOf(to));
    const over = await transfer(t, from, { amountMinor: 50_001, toNumber: to.accountNumber });
    expect(over.status).toBe(422);
    expect(over.body).toMatchObject({ code: 'TRANSFERS_NEW_PAYEE_LIMIT' });
    expect(over.body.message).toContain('$500.00');
    expect(
      (await call(t, 'GET', `/api/accounts/${to.accountId}`, { token: to.accessToken })).body,
    ).toMatchObject({ balanceMinor: 0 });
    await t.app
      .get(DataSource)
      .query("UPDATE payees SET cooling_until = now() - interval '1 second' WHERE id = $1", [
        saved.id,
      ]);
    const after = await transfer(t, from, { amountMinor: 50_001, toNumber: to.accountNumber });
    expect(after.body.outcome).toBe('completed');
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
