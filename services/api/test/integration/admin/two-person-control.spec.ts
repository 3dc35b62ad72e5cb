import { DataSource } from 'typeorm';
import { TransferPolicyService } from '../../../src/modules/transfers/transfer-policy.service';
import { adjustmentBody, asStaff, auditOf, changeBankSettings } from '../../support/admin';
import { balanceOf, fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, newEmail, newStaff, registerVerified, signIn } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/**
 * Issue 14, item 4: one staff member alone cannot get around two-person control. Threshold and limit
 * changes, role grants and email changes wait for a different staff member; nobody makes or checks
 * an action on their own accounts or user; each staff member has a daily total of adjustments
 * posted without a checker; a staff email change tells the old address and ends the sessions.
 */
describe.each(databaseKinds())('two-person control (%s)', (kind) => {
  let t: TestApp;
  let maker: TestUser;
  let checker: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [maker, checker] = [await newStaff(t), await newStaff(t)];
  });
  afterAll(() => t.close());

  const as = (staff: TestUser) => asStaff(t, staff);
  const approve = (staff: TestUser, requestId: string) =>
    as(staff).post(`/api/admin/change-requests/${requestId}/approve`);
  const settings = async () => (await as(maker).get('/api/admin/settings')).body;
  /** Set-up only (the bank-settings tests above go through the API): holds transfers above this amount. */
  const reviewThreshold = async (amountMinor: number) => {
    await t.app
      .get(DataSource)
      .query('UPDATE bank_settings SET review_threshold_minor = $1 WHERE id = 1', [amountMinor]);
    t.app.get(TransferPolicyService).forgetBankSettings();
  };

  describe('changes wait for a second staff member', () => {
    it('a bank setting changes only when another staff member approves it, exactly as asked', async () => {
      const pendingBefore = (await as(maker).get('/api/admin/overview')).body.pendingApprovals;
      const asked = await as(maker).patch('/api/admin/settings', {
        adjustmentApprovalThresholdMinor: 10_000_000,
        reason: 'Branch cash runs',
      });
      expect(asked.status).toBe(200);
      expect(asked.body.settings.adjustmentApprovalThresholdMinor).toBe(100_000);
      expect(asked.body.request).toMatchObject({
        kind: 'bank_settings',
        status: 'pending',
        changes: [
          { field: 'adjustmentApprovalThresholdMinor', before: 100_000, after: 10_000_000 },
        ],
        reason: 'Branch cash runs',
        maker: { id: maker.id },
      });
      expect((await settings()).adjustmentApprovalThresholdMinor).toBe(100_000);
      expect((await as(checker).get('/api/admin/overview')).body.pendingApprovals).toBe(
        pendingBefore + 1,
      );
      // Still held: the maker cannot raise the threshold and then post under it.
      const customer = await fundedCustomer(t, 0);
      expect(
        (
          await as(maker).post(
            '/api/admin/adjustments',
            adjustmentBody(customer.accountId, 250_000),
          )
        ).body.status,
      ).toBe('pending');

      const own = await approve(maker, asked.body.request.id);
      expect(own.body.code).toBe('ADMIN_OWN_APPROVAL');
      const inbox = await as(checker).get('/api/admin/change-requests?status=pending');
      expect(inbox.body.items.map((item: { id: string }) => item.id)).toContain(
        asked.body.request.id,
      );
      const approved = await approve(checker, asked.body.request.id);
      expect(approved.body).toMatchObject({ status: 'applied', checker: { id: checker.id } });
      expect((await settings()).adjustmentApprovalThresholdMinor).toBe(10_000_000);
      await changeBankSettings(t, checker, maker, { adjustmentApprovalThresholdMinor: 100_000 });

      const ofRequest = (record: { details: unknown }) =>
        (record.details as { requestId?: string }).requestId === asked.body.request.id;
      const requested = (await auditOf(t, maker, 'change.requested', 10)).find(ofRequest);
      expect(requested).toMatchObject({
        actorId: maker.id,
        before: { adjustmentApprovalThresholdMinor: 100_000 },
        after: { adjustmentApprovalThresholdMinor: 10_000_000 },
        details: { kind: 'bank_settings', reason: 'Branch cash runs' },
      });
      expect((await auditOf(t, maker, 'change.applied', 10)).find(ofRequest)).toMatchObject({
        actorId: checker.id,
      });
      const applied = (await auditOf(t, maker, 'bank_settings.changed', 10)).find(
        (record) => record.actorId === checker.id,
      );
      expect(applied).toMatchObject({
        before: { adjustmentApprovalThresholdMinor: 100_000 },
        after: { adjustmentApprovalThresholdMinor: 10_000_000 },
        details: { requestId: asked.body.request.id, makerId: maker.id },
      });
    });

    it('puts every bank setting, the per-staff daily total too, under the same rule', async () => {
      const before = await settings();
      const asked = await as(maker).patch('/api/admin/settings', {
        reviewThresholdMinor: 5_000_000,
        reviewTime: '1 hour',
        stepUpThresholdMinor: 9_000_000,
        staffDailyAdjustmentLimitMinor: 99_000_000,
        reason: 'Everything at once',
      });
      expect(
        asked.body.request.changes.map((line: { field: string }) => line.field).sort(),
      ).toEqual([
        'reviewThresholdMinor',
        'reviewTime',
        'staffDailyAdjustmentLimitMinor',
        'stepUpThresholdMinor',
      ]);
      expect(await settings()).toEqual(before);
      const withdrawn = await as(maker).post(
        `/api/admin/change-requests/${asked.body.request.id}/withdraw`,
      );
      expect(withdrawn.body).toMatchObject({ status: 'withdrawn', checker: { id: maker.id } });
      expect(await settings()).toEqual(before);
    });

    it('asks for a reason, and changes nothing without one', async () => {
      const refused = await as(maker).patch('/api/admin/settings', { reviewTime: '3 days' });
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('ADMIN_REASON_REQUIRED');
      const customer = await newCustomer(t);
      const role = await as(maker).patch(`/api/admin/users/${customer.id}`, { role: 'admin' });
      expect(role.body.code).toBe('ADMIN_REASON_REQUIRED');
      expect(
        (await as(maker).get('/api/admin/change-requests?status=pending')).body.items.filter(
          (r: { subject: { id: string } | null }) => r.subject?.id === customer.id,
        ),
      ).toEqual([]);
    });

    it('promotes a second account only with a checker, so the maker cannot approve with it', async () => {
      const second = await newCustomer(t);
      const asked = await as(maker).patch(`/api/admin/users/${second.id}`, {
        role: 'admin',
        reason: 'Second login for me',
      });
      expect(asked.body.detail.user.role).toBe('customer');
      expect(asked.body.request).toMatchObject({
        kind: 'user',
        changes: [{ field: 'role', before: 'customer', after: 'admin' }],
      });
      const withSecond = await call(
        t,
        'POST',
        `/api/admin/change-requests/${asked.body.request.id}/approve`,
        {
          token: second.accessToken,
        },
      );
      expect(withSecond.status).toBe(403);
      const rejected = await as(checker).post(
        `/api/admin/change-requests/${asked.body.request.id}/reject`,
        {
          reason: 'Staff have one login',
        },
      );
      expect(rejected.body).toMatchObject({
        status: 'rejected',
        decisionReason: 'Staff have one login',
      });
      expect((await as(maker).get(`/api/admin/users/${second.id}`)).body.user.role).toBe(
        'customer',
      );
      const [record] = await auditOf(t, maker, 'change.rejected');
      expect(record).toMatchObject({
        actorId: checker.id,
        after: { status: 'rejected', reason: 'Staff have one login' },
      });
    });

    it('lets only the maker withdraw and only others reject', async () => {
      const customer = await newCustomer(t);
      const asked = await as(maker).patch(`/api/admin/users/${customer.id}/transfer-settings`, {
        limitTier: 'premium',
        reason: 'Business customer',
      });
      const id = asked.body.request.id;
      expect((await as(checker).post(`/api/admin/change-requests/${id}/withdraw`)).body.code).toBe(
        'ADMIN_NOT_MAKER',
      );
      expect(
        (await as(maker).post(`/api/admin/change-requests/${id}/reject`, { reason: 'mine' })).body
          .code,
      ).toBe('ADMIN_OWN_APPROVAL');
      expect((await as(maker).post(`/api/admin/change-requests/${id}/withdraw`)).body.status).toBe(
        'withdrawn',
      );
      expect((await approve(checker, id)).body.code).toBe('ADMIN_NOT_PENDING');
      expect(
        (await as(maker).get(`/api/admin/users/${customer.id}`)).body.transferSettings.limitTier,
      ).toBe('standard');
    });

    it('lets only the maker withdraw a pending adjustment, and nothing posts', async () => {
      const customer = await fundedCustomer(t, 0);
      const asked = await as(maker).post(
        '/api/admin/adjustments',
        adjustmentBody(customer.accountId, 300_000),
      );
      expect(asked.body).toMatchObject({ status: 'pending', approvalRule: 'threshold' });
      const path = `/api/admin/adjustments/${asked.body.id}`;
      expect((await as(checker).post(`${path}/withdraw`)).body.code).toBe('ADMIN_NOT_MAKER');
      expect((await as(maker).post(`${path}/reject`, { reason: 'mine' })).body.code).toBe(
        'ADMIN_OWN_APPROVAL',
      );
      const withdrawn = await as(maker).post(`${path}/withdraw`);
      expect(withdrawn.body).toMatchObject({ status: 'withdrawn', checker: { id: maker.id } });
      expect((await as(checker).post(`${path}/approve`)).body.code).toBe('ADMIN_NOT_PENDING');
      expect(await balanceOf(t, customer.accountId)).toBe(0);
      const [record] = await auditOf(t, maker, 'adjustment.withdrawn');
      expect(record).toMatchObject({ actorId: maker.id, after: { status: 'withdrawn' } });
    });

    it('applies a change once under 20 concurrent approvals', async () => {
      const customer = await newCustomer(t);
      const asked = await as(maker).patch(`/api/admin/users/${customer.id}/transfer-settings`, {
        limitTier: 'premium',
        reason: 'Business customer',
      });
      const approvals = await Promise.all(
        Array.from({ length: 20 }, () => approve(checker, asked.body.request.id)),
      );
      expect(approvals.filter((r) => r.status === 200)).toHaveLength(1);
      expect(approvals.filter((r) => r.body.code === 'ADMIN_NOT_PENDING')).toHaveLength(19);
      expect(
        (await as(maker).get(`/api/admin/users/${customer.id}`)).body.transferSettings.limitTier,
      ).toBe('premium');
      const applied = (await auditOf(t, maker, 'change.applied', 50)).filter(
        (record) => (record.details as { requestId: string }).requestId === asked.body.request.id,
      );
      expect(applied).toHaveLength(1);
    });

    it('applies protective transfer settings at once, and those that lower protection only when approved', async () => {
      const customer = await newCustomer(t);
      const path = `/api/admin/users/${customer.id}/transfer-settings`;
      const protect = await as(maker).patch(path, {
        stepUpRequired: true,
        suspendedReason: 'suspicious_activity',
      });
      expect(protect.body).toMatchObject({
        settings: { stepUpRequired: true, suspendedReason: 'suspicious_activity' },
        request: null,
      });
      const lower = await as(maker).patch(path, {
        stepUpRequired: false,
        suspendedReason: null,
        limitTier: 'premium',
        reason: 'Checked with the customer',
      });
      expect(lower.body.settings).toMatchObject({
        stepUpRequired: true,
        suspendedReason: 'suspicious_activity',
        limitTier: 'standard',
      });
      expect(lower.body.request.changes).toEqual(
        expect.arrayContaining([
          { field: 'stepUpRequired', before: true, after: false },
          { field: 'suspendedReason', before: 'suspicious_activity', after: null },
          { field: 'limitTier', before: 'standard', after: 'premium' },
        ]),
      );
      await approve(checker, lower.body.request.id);
      const after = (await as(maker).get(`/api/admin/users/${customer.id}`)).body.transferSettings;
      expect(after).toMatchObject({
        stepUpRequired: false,
        suspendedReason: null,
        limitTier: 'premium',
      });
    });

    it('checks again at approval time: a value changed since the request, an email taken meanwhile', async () => {
      const first = await as(maker).patch('/api/admin/settings', {
        reviewTime: '36 hours',
        reason: 'Slower checks',
      });
      const second = await as(maker).patch('/api/admin/settings', {
        reviewTime: '48 hours',
        reason: 'Even slower',
      });
      await approve(checker, first.body.request.id);
      const stale = await approve(checker, second.body.request.id);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('ADMIN_CHANGED_SINCE_REQUEST');
      expect((await settings()).reviewTime).toBe('36 hours');
      await changeBankSettings(t, maker, checker, { reviewTime: '24 hours' });

      const customer = await newCustomer(t);
      const wanted = newEmail('wanted');
      const asked = await as(maker).patch(`/api/admin/users/${customer.id}`, {
        email: wanted,
        reason: 'Customer called in',
      });
      await registerVerified(t, wanted);
      const taken = await approve(checker, asked.body.request.id);
      expect(taken.body.code).toBe('ADMIN_EMAIL_TAKEN');
      expect((await as(maker).get(`/api/admin/users/${customer.id}`)).body.user.email).toBe(
        customer.email,
      );
      expect(
        (await as(checker).get('/api/admin/change-requests?status=pending')).body.items.map(
          (r: { id: string }) => r.id,
        ),
      ).toContain(asked.body.request.id);
    });
  });

  describe('nobody acts on their own accounts or user', () => {
    it('refuses adjustments to, and approvals and rejections on, the staff member’s own account', async () => {
      const owner = await fundedCustomer(t, 0, await newStaff(t));
      const own = await as(owner).post(
        '/api/admin/adjustments',
        adjustmentBody(owner.accountId, 1_000),
      );
      expect(own.status).toBe(403);
      expect(own.body.code).toBe('ADMIN_OWN_ACCOUNT');
      const large = await as(maker).post(
        '/api/admin/adjustments',
        adjustmentBody(owner.accountId, 300_000),
      );
      expect(large.body.status).toBe('pending');
      expect(
        (await as(owner).post(`/api/admin/adjustments/${large.body.id}/approve`)).body.code,
      ).toBe('ADMIN_OWN_ACCOUNT');
      expect(
        (await as(owner).post(`/api/admin/adjustments/${large.body.id}/reject`, { reason: 'no' }))
          .body.code,
      ).toBe('ADMIN_OWN_ACCOUNT');
      expect(await balanceOf(t, owner.accountId)).toBe(0);
      expect(
        (await as(checker).post(`/api/admin/adjustments/${large.body.id}/approve`)).body.status,
      ).toBe('posted');
      expect(await balanceOf(t, owner.accountId)).toBe(300_000);
    });

    it('refuses a held transfer’s decision to its sender and to the owner of the account it pays', async () => {
      await reviewThreshold(10_000);
      try {
        const sender = await fundedCustomer(t, 100_000, await newStaff(t));
        const recipient = await fundedCustomer(t, 0, await newStaff(t));
        await knownPayee(t, sender, recipient.accountNumber);
        const held = await transfer(t, sender, {
          amountMinor: 20_000,
          toNumber: recipient.accountNumber,
        });
        expect(held.body.outcome).toBe('under_review');
        const id = held.body.transfer.id;
        for (const party of [sender, recipient]) {
          const approved = await as(party).post(`/api/admin/transfers/${id}/approve`);
          expect(approved.status).toBe(403);
          expect(approved.body.code).toBe('ADMIN_OWN_ACCOUNT');
          expect(
            (await as(party).post(`/api/admin/transfers/${id}/reject`, { reason: 'mine' })).body
              .code,
          ).toBe('ADMIN_OWN_ACCOUNT');
        }
        expect(await balanceOf(t, recipient.accountId)).toBe(0);
        expect((await as(checker).post(`/api/admin/transfers/${id}/approve`)).body.status).toBe(
          'completed',
        );
        expect(await balanceOf(t, recipient.accountId)).toBe(20_000);
      } finally {
        await reviewThreshold(1_000_000);
      }
    });

    it('refuses a reversal that moves money into or out of the staff member’s own account', async () => {
      const sender = await fundedCustomer(t, 10_000, await newStaff(t));
      const recipient = await fundedCustomer(t, 0);
      await knownPayee(t, sender, recipient.accountNumber);
      await transfer(t, sender, { amountMinor: 4_000, toNumber: recipient.accountNumber });
      const sent = (
        await as(maker).get(`/api/admin/users/${sender.id}/transactions`)
      ).body.items.find((item: { type: string }) => item.type === 'transfer');
      const own = await as(sender).post(`/api/admin/transactions/${sent.id}/reverse`, {
        reason: 'My money back',
      });
      expect(own.body.code).toBe('ADMIN_OWN_ACCOUNT');
      expect(await balanceOf(t, recipient.accountId)).toBe(4_000);
    });

    it('refuses requests and approvals of changes to the staff member’s own user', async () => {
      const ownEmail = await as(maker).patch(`/api/admin/users/${maker.id}`, {
        email: newEmail('mine'),
        reason: 'x',
      });
      expect(ownEmail.body.code).toBe('ADMIN_OWN_ACCOUNT');
      const ownLimits = await as(maker).patch(`/api/admin/users/${maker.id}/transfer-settings`, {
        limitTier: 'premium',
        reason: 'x',
      });
      expect(ownLimits.body.code).toBe('ADMIN_OWN_ACCOUNT');
      const aboutChecker = await as(maker).patch(
        `/api/admin/users/${checker.id}/transfer-settings`,
        {
          limitTier: 'premium',
          reason: 'Raise',
        },
      );
      expect(aboutChecker.body.request.status).toBe('pending');
      expect((await approve(checker, aboutChecker.body.request.id)).body.code).toBe(
        'ADMIN_OWN_ACCOUNT',
      );
      expect(
        (await as(maker).get(`/api/admin/users/${checker.id}`)).body.transferSettings.limitTier,
      ).toBe('standard');
      await as(maker).post(`/api/admin/change-requests/${aboutChecker.body.request.id}/withdraw`);
    });
  });

  describe('a daily total of adjustments per staff member', () => {
    it('holds an adjustment below the threshold that would take the maker over the daily total', async () => {
      const staff = await newStaff(t);
      const customer = await fundedCustomer(t, 0);
      for (let i = 0; i < 5; i += 1) {
        expect(
          (
            await as(staff).post(
              '/api/admin/adjustments',
              adjustmentBody(customer.accountId, 100_000),
            )
          ).body.status,
        ).toBe('posted');
      }
      const over = await as(staff).post(
        '/api/admin/adjustments',
        adjustmentBody(customer.accountId, 1),
      );
      expect(over.body).toMatchObject({ status: 'pending', approvalRule: 'staff_daily_total' });
      expect(
        (
          await as(maker).post(
            '/api/admin/adjustments',
            adjustmentBody(customer.accountId, 100_000),
          )
        ).body.status,
      ).toBe('posted');
      expect(await balanceOf(t, customer.accountId)).toBe(600_000);
      // Approved adjustments do not count against the maker's total.
      await as(checker).post(`/api/admin/adjustments/${over.body.id}/approve`);
      expect(
        (await as(staff).post('/api/admin/adjustments', adjustmentBody(customer.accountId, 1))).body
          .status,
      ).toBe('pending');
    });

    it('lets no two parallel adjustments slip under the total together', async () => {
      const staff = await newStaff(t);
      const customer = await fundedCustomer(t, 0);
      const results = await Promise.all(
        Array.from({ length: 12 }, () =>
          as(staff).post('/api/admin/adjustments', adjustmentBody(customer.accountId, 90_000)),
        ),
      );
      expect(results.every((result) => result.status === 201)).toBe(true);
      const posted = results.filter((result) => result.body.status === 'posted');
      expect(posted).toHaveLength(5);
      expect(
        results.filter((result) => result.body.approvalRule === 'staff_daily_total'),
      ).toHaveLength(7);
      expect(await balanceOf(t, customer.accountId)).toBe(450_000);
    });
  });

  describe('a staff email change', () => {
    it('tells the old address, needs the new one verified, and ends the customer’s sessions', async () => {
      const customer = await newCustomer(t);
      const newAddress = newEmail('moved');
      const asked = await as(maker).patch(`/api/admin/users/${customer.id}`, {
        email: newAddress,
        reason: 'Customer lost access to the old mailbox',
      });
      expect(asked.body.detail.user.email).toBe(customer.email);
      expect((await call(t, 'GET', '/api/me', { token: customer.accessToken })).status).toBe(200);

      const since = t.mail.messages.length;
      const approved = await approve(checker, asked.body.request.id);
      expect(approved.body).toMatchObject({
        status: 'applied',
        changes: [{ field: 'email', before: customer.email, after: newAddress }],
      });
      const notice = await t.mail.waitFor(
        customer.email,
        /email of your Vaultline account was changed/,
        since,
      );
      expect(notice.text).toContain(newAddress);
      expect((await call(t, 'GET', '/api/me', { token: customer.accessToken })).status).toBe(401);
      expect(
        (await call(t, 'POST', '/api/auth/refresh', { cookie: customer.refreshCookie })).status,
      ).toBe(401);
      const detail = (await as(maker).get(`/api/admin/users/${customer.id}`)).body.user;
      expect(detail).toMatchObject({ email: newAddress, emailVerified: false });
      await expect(signIn(t, newAddress, customer.password)).rejects.toThrow(
        /AUTH_EMAIL_NOT_VERIFIED/,
      );
      const [record] = await auditOf(t, maker, 'user.email_changed_by_staff');
      expect(record).toMatchObject({
        actorId: checker.id,
        before: { email: customer.email },
        after: { email: newAddress },
      });
    });
  });
});
