import { DataSource } from 'typeorm';
import { AdminUsersService } from '../../../src/modules/admin/users/admin-users.service';
import type { AuthContext } from '../../../src/modules/users/auth-context';
import { AuditService } from '../../../src/platform/audit/audit.service';
import {
  adjustmentBody,
  asStaff,
  auditOf as auditRecords,
  changeBankSettings,
} from '../../support/admin';
import type { Customer } from '../../support/banking';
import {
  balanceOf,
  fundedCustomer,
  knownPayee,
  openAccount,
  transfer,
} from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newStaff, signIn } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('back office (%s)', (kind) => {
  let t: TestApp;
  let maker: TestUser;
  let checker: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [maker, checker] = [await newStaff(t), await newStaff(t)];
  });
  afterAll(() => t.close());

  const as = (staff: TestUser) => asStaff(t, staff);
  const adjustment = adjustmentBody;
  const auditOf = (action: string) => auditRecords(t, maker, action);

  it('posts a small adjustment at once, with a statement line and an audit record', async () => {
    const customer = await fundedCustomer(t, 1_000);
    const posted = await as(maker).post(
      '/api/admin/adjustments',
      adjustment(customer.accountId, 5_000),
    );
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      status: 'posted',
      amountMinor: 5_000,
      maker: { id: maker.id },
    });
    expect(await balanceOf(t, customer.accountId)).toBe(6_000);
    const line = (await call(t, 'GET', '/api/transactions', { token: customer.accessToken })).body
      .items[0];
    expect(line).toMatchObject({
      title: 'Goodwill credit',
      type: 'credit',
      amountMinor: 5_000,
      status: 'completed',
    });
    const [record] = await auditOf('adjustment.posted');
    expect(record).toMatchObject({
      actorId: maker.id,
      after: expect.objectContaining({ amountMinor: 5_000, reason: 'Apology for the outage' }),
    });
  });

  it('holds a large adjustment for a second staff member; the maker cannot approve; 20 concurrent approvals post once', async () => {
    const customer = await fundedCustomer(t, 0);
    const requested = await as(maker).post(
      '/api/admin/adjustments',
      adjustment(customer.accountId, 250_000),
    );
    expect(requested.body.status).toBe('pending');
    expect(await balanceOf(t, customer.accountId)).toBe(0);
    const inbox = await as(checker).get('/api/admin/adjustments?status=pending');
    expect(inbox.body.items.map((item: { id: string }) => item.id)).toContain(requested.body.id);
    const own = await as(maker).post(`/api/admin/adjustments/${requested.body.id}/approve`);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('ADMIN_OWN_APPROVAL');
    const approvals = await Promise.all(
      Array.from({ length: 20 }, () =>
        as(checker).post(`/api/admin/adjustments/${requested.body.id}/approve`),
      ),
    );
    expect(approvals.filter((r) => r.status === 200)).toHaveLength(1);
    expect(approvals.filter((r) => r.body.code === 'ADMIN_NOT_PENDING')).toHaveLength(19);
    expect(await balanceOf(t, customer.accountId)).toBe(250_000);
    const [record] = await auditOf('adjustment.approved');
    expect(record).toMatchObject({
      actorId: checker.id,
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'posted' }),
    });
  });

  it('reverses an internal transfer: money back, original kept and marked reversed, once', async () => {
    const from = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    await transfer(t, from, { amountMinor: 4_000, toNumber: to.accountNumber });
    const sent = (await as(maker).get(`/api/admin/users/${from.id}/transactions`)).body.items.find(
      (item: { type: string }) => item.type === 'transfer',
    );
    const reversed = await as(maker).post(`/api/admin/transactions/${sent.id}/reverse`, {
      reason: 'Sent by mistake',
    });
    expect(reversed.status).toBe(200);
    expect(reversed.body.original.status).toBe('reversed');
    expect(reversed.body.reversals).toHaveLength(2);
    expect(await balanceOf(t, from.accountId)).toBe(10_000);
    expect(await balanceOf(t, to.accountId)).toBe(0);
    const again = await as(maker).post(`/api/admin/transactions/${sent.id}/reverse`, {
      reason: 'twice',
    });
    expect(again.body.code).toBe('ADMIN_ALREADY_REVERSED');
    const [record] = await auditOf('transaction.reversed');
    expect(record).toMatchObject({
      before: expect.objectContaining({ status: 'completed' }),
      after: expect.objectContaining({ status: 'reversed', reason: 'Sent by mistake' }),
    });
  });

  it('refuses to reverse money the recipient no longer has, and changes nothing', async () => {
    const from = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    const third = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    await knownPayee(t, to, third.accountNumber);
    await transfer(t, from, { amountMinor: 4_000, toNumber: to.accountNumber });
    await transfer(t, to, { amountMinor: 4_000, toNumber: third.accountNumber });
    const sent = (await as(maker).get(`/api/admin/users/${from.id}/transactions`)).body.items.find(
      (item: { type: string }) => item.type === 'transfer',
    );
    const refused = await as(maker).post(`/api/admin/transactions/${sent.id}/reverse`, {
      reason: 'too late',
    });
    expect(refused.body.code).toBe('TRANSFERS_INSUFFICIENT_FUNDS');
    expect((await as(maker).get(`/api/admin/transactions/${sent.id}`)).body.status).toBe(
      'completed',
    );
  });

  it('edits only the words of a line', async () => {
    const customer = await fundedCustomer(t, 2_000);
    const [line] = (await as(maker).get(`/api/admin/users/${customer.id}/transactions`)).body.items;
    const refused = await as(maker).patch(`/api/admin/transactions/${line.id}`, { amountMinor: 1 });
    expect(refused.status).toBe(400);
    const edited = await as(maker).patch(`/api/admin/transactions/${line.id}`, {
      title: 'Cash deposit at branch',
      category: 'Deposit',
    });
    expect(edited.body).toMatchObject({ title: 'Cash deposit at branch', amountMinor: 2_000 });
    const [record] = await auditOf('transaction.edited');
    expect(record).toMatchObject({
      before: { title: 'Cash deposit' },
      after: { title: 'Cash deposit at branch' },
    });
  });

  it('keeps the role rules: nobody changes their own role, the last admin stays', async () => {
    const own = await as(maker).patch(`/api/admin/users/${maker.id}`, {
      role: 'customer',
      reason: 'x',
    });
    expect(own.body.code).toBe('ADMIN_OWN_ROLE');
    const customer = await newCustomer(t);
    const promotion = { role: 'admin', firstName: 'promoted', reason: 'Joins the branch team' };
    const asked = await as(maker).patch(`/api/admin/users/${customer.id}`, promotion);
    expect(asked.body.detail.user).toMatchObject({ role: 'customer', firstName: 'promoted' });
    const promoted = await as(checker).post(
      `/api/admin/change-requests/${asked.body.request.id}/approve`,
    );
    expect(promoted.body).toMatchObject({
      status: 'applied',
      changes: [{ field: 'role', before: 'customer', after: 'admin' }],
    });
    expect((await as(maker).get(`/api/admin/users/${customer.id}`)).body.user.role).toBe('admin');
    const [record] = await auditOf('user.role_changed');
    expect(record).toMatchObject({
      before: expect.objectContaining({ role: 'customer' }),
      after: expect.objectContaining({ role: 'admin' }),
    });
    // The promotion ended the customer's old access token's role: the next request sees the new role.
    expect(
      (await call(t, 'GET', '/api/admin/overview', { token: customer.accessToken })).status,
    ).toBe(401);
  });

  it('refuses to demote the last admin (defence in depth behind the own-role rule)', async () => {
    const t2 = await startTestApp(kind);
    try {
      const only = await newStaff(t2);
      // Through the API a second admin always exists (the caller); the service still guards the last one.
      const someoneElse = {
        user: { id: '00000000-0000-4000-8000-000000000001', role: 'admin' },
        sessionId: 'x',
      } as unknown as AuthContext;
      const demote = { role: 'customer', reason: 'x' } as const;
      const client = { ip: '127.0.0.1', userAgent: null };
      await expect(
        t2.app.get(AdminUsersService).update(someoneElse, only.id, demote, client),
      ).rejects.toMatchObject({
        code: 'ADMIN_LAST_ADMIN',
      });
    } finally {
      await t2.close();
    }
  });

  it('sends a temporary password to the customer (never to staff) that must be replaced at the next sign-in', async () => {
    const customer = await newCustomer(t);
    const since = t.mail.messages.length;
    const reset = await as(maker).post(`/api/admin/users/${customer.id}/password-reset`, {
      method: 'temporary',
    });
    expect(reset.status).toBe(200);
    expect(reset.text).not.toMatch(/Tmp-/);
    const mail = await t.mail.waitFor(customer.email, /temporary Vaultline password/, since);
    const temporary = /(Tmp-[A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
    expect((await call(t, 'GET', '/api/me', { token: customer.accessToken })).status).toBe(401);
    const session = await signIn(t, customer.email, temporary);
    expect(
      (await call(t, 'GET', '/api/me', { token: session.accessToken })).body.mustChangePassword,
    ).toBe(true);
    expect((await call(t, 'GET', '/api/accounts', { token: session.accessToken })).body.code).toBe(
      'AUTH_PASSWORD_CHANGE_REQUIRED',
    );
    const changed = await call(t, 'POST', '/api/auth/password/change', {
      token: session.accessToken,
      body: {
        currentPassword: temporary,
        newPassword: 'my own new passphrase',
        confirmPassword: 'my own new passphrase',
      },
    });
    expect(
      (await call(t, 'GET', '/api/accounts', { token: changed.body.accessToken })).status,
    ).toBe(200);
  });

  it('closes a customer only at zero balances, and never staff', async () => {
    const customer = await fundedCustomer(t, 100);
    const refused = await as(maker).post(`/api/admin/users/${customer.id}/close`, {
      reason: 'Customer request',
    });
    expect(refused.body.code).toBe('ADMIN_BALANCE_NOT_ZERO');
    const empty = await newCustomer(t);
    await openAccount(t, empty, 0);
    const closed = await as(maker).post(`/api/admin/users/${empty.id}/close`, {
      reason: 'Customer request',
    });
    expect(closed.body.user).toMatchObject({ status: 'closed', closedReason: 'Customer request' });
    expect(
      closed.body.accounts.every((account: { status: string }) => account.status === 'closed'),
    ).toBe(true);
    expect((await call(t, 'GET', '/api/me', { token: empty.accessToken })).status).toBe(401);
    expect(
      (await as(maker).post(`/api/admin/users/${checker.id}/close`, { reason: 'x' })).body.code,
    ).toBe('ADMIN_STAFF_NOT_CLOSABLE');
  });

  it('turns step-up on for a customer and suspends outgoing transfers with a reason from the list', async () => {
    const from: Customer = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    const on = await as(maker).patch(`/api/admin/users/${from.id}/transfer-settings`, {
      stepUpRequired: true,
    });
    expect(on.body).toMatchObject({
      settings: { stepUpRequired: true, limitTier: 'standard' },
      request: null,
    });
    expect(
      (await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber })).body.outcome,
    ).toBe('awaiting_code');
    await as(maker).patch(`/api/admin/users/${from.id}/transfer-settings`, {
      suspendedReason: 'legal_order',
    });
    expect(
      (await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber })).body.code,
    ).toBe('TRANSFERS_SUSPENDED');
    const bad = await as(maker).patch(`/api/admin/users/${from.id}/transfer-settings`, {
      suspendedReason: 'because I said so',
    });
    expect(bad.status).toBe(400);
    const listed = await as(maker).get(
      `/api/admin/users?status=suspended&search=${encodeURIComponent(from.email)}`,
    );
    expect(listed.body.items.map((u: { id: string }) => u.id)).toEqual([from.id]);
  });

  it('resolves and archives support requests by their own id; the customer sees the status', async () => {
    const customer = await newCustomer(t);
    const send = (subject: string) =>
      call(t, 'POST', '/api/support', {
        token: customer.accessToken,
        body: { email: customer.email, category: 'account', subject, message: 'Hello\nthere' },
      });
    const [first, second] = [(await send('First')).body, (await send('Second')).body];
    const resolved = await as(maker).post(`/api/admin/support/${first.id}/resolve`);
    expect(resolved.body).toMatchObject({ id: first.id, status: 'resolved' });
    const mine = (await call(t, 'GET', '/api/support', { token: customer.accessToken })).body
      .requests;
    expect(mine.find((r: { id: string }) => r.id === first.id).status).toBe('resolved');
    expect(mine.find((r: { id: string }) => r.id === second.id).status).toBe('open');
  });

  it('keeps the audit chain intact and refuses to let anyone edit it', async () => {
    const verify = await as(maker).get('/api/admin/audit/verify');
    expect(verify.body).toMatchObject({ intact: true, brokenAtId: null });
    expect(verify.body.records).toBeGreaterThan(10);
    expect(await t.app.get(AuditService).verifyChain()).toMatchObject({ intact: true });
    await expect(
      t.app.get(DataSource).query("UPDATE audit_log SET action = 'forged'"),
    ).rejects.toThrow();
    await changeBankSettings(t, maker, checker, { reviewTime: '2 business days' });
    expect((await as(maker).get('/api/admin/settings')).body.reviewTime).toBe('2 business days');
    const [record] = await auditOf('bank_settings.changed');
    expect(record).toMatchObject({
      before: { reviewTime: '24 hours' },
      after: { reviewTime: '2 business days' },
    });
  });
});
