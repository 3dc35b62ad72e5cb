import { DataSource } from 'typeorm';
import { base32Decode, totp } from '../../../src/modules/identity/totp';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { asStaff, auditOf } from '../../support/admin';
import { fundedCustomer, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newStaff, signIn, startEnrolment, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('customer security for staff (%s)', (kind) => {
  let t: TestApp;
  let maker: TestUser;
  let checker: TestUser;
  beforeAll(async () => {
    t = await startTestApp(kind);
    [maker, checker] = [await newStaff(t), await newStaff(t)];
  });
  afterAll(() => t.close());

  const as = (staff: TestUser) => asStaff(t, staff);
  const security = (userId: string) => `/api/admin/users/${userId}/security`;
  const count = async (sql: string, id: string) =>
    (await t.app.get(DataSource).query<Array<{ n: number }>>(sql, [id]))[0]?.n;

  it('shows sessions and locks (no secret), ends one or all, and lifts a sign-in lock', async () => {
    const customer = await fundedCustomer(t, 0);
    const second = await signIn(t, customer.email, STRONG_PASSWORD);
    const seen = await as(maker).get(security(customer.id));
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ secondFactor: 'none', signInLockedSeconds: 0 });
    expect(seen.body.sessions).toHaveLength(2);
    expect(seen.text).not.toMatch(/password|token_hash|secret/i);
    expect(await auditOf(t, maker, 'user.security_viewed')).not.toHaveLength(0);

    const [first] = seen.body.sessions as Array<{ id: string }>;
    const ended = await as(maker).post(`${security(customer.id)}/sessions/${first?.id}/end`, {
      reason: 'Customer reported a lost phone',
    });
    expect(ended.status).toBe(204);
    expect((await as(maker).get(security(customer.id))).body.sessions).toHaveLength(1);
    await as(maker).post(`${security(customer.id)}/sessions/end-all`, { reason: 'Asked by phone' });
    expect((await call(t, 'GET', '/api/me', { token: second.accessToken })).status).toBe(401);

    for (let i = 0; i < 5; i += 1)
      await call(t, 'POST', '/api/auth/sign-in', {
        body: { email: customer.email, password: 'not the password at all' },
      });
    const locked = (await as(maker).get(security(customer.id))).body.signInLockedSeconds;
    expect(locked).toBeGreaterThan(0);
    const unlocked = await as(maker).post(`${security(customer.id)}/unlock-sign-in`, {
      reason: 'Identity checked by phone',
    });
    expect(unlocked.status).toBe(204);
    expect((await as(maker).get(security(customer.id))).body.signInLockedSeconds).toBe(0);
    expect((await signIn(t, customer.email, STRONG_PASSWORD)).accessToken).toBeTruthy();
    expect((await as(maker).get(security(maker.id))).status).toBe(403);
  });

  it('lifts a PIN lock with a reason: audited, the customer told, transfers go again', async () => {
    const [customer, payee] = [await fundedCustomer(t, 10_000), await fundedCustomer(t, 0)];
    const pay = (pin?: string) =>
      transfer(t, customer, { toNumber: payee.accountNumber, amountMinor: 100, pin });
    for (let i = 0; i < 5; i += 1) await pay('0000');
    expect((await pay()).body.code).toBe('TRANSFERS_PIN_LOCKED');
    expect((await as(maker).get(security(customer.id))).body.pinLocked).toBe(true);
    const refused = await as(maker).post(`${security(customer.id)}/unlock-pin`, {});
    expect(refused.status).toBe(400);
    const unlocked = await as(maker).post(`${security(customer.id)}/unlock-pin`, {
      reason: 'Identity checked by phone',
    });
    expect(unlocked.status).toBe(204);
    expect((await as(maker).get(security(customer.id))).body.pinLocked).toBe(false);
    expect((await pay()).status).toBe(201);
    const [record] = await auditOf(t, maker, 'transfers.pin_unlocked_by_staff', 1);
    expect(record).toMatchObject({ targetId: customer.id });
    const notices = await call(t, 'GET', '/api/notifications', { token: customer.accessToken });
    expect(JSON.stringify(notices.body)).toContain('Transfers unlocked by the bank');
  });

  it('resets a lost authenticator with a second staff member; sign-in works, new recipients wait', async () => {
    const customer = await fundedCustomer(t, 50_000);
    const started = await startEnrolment(t, customer);
    const secret = base32Decode(started.body.secret);
    await call(t, 'POST', '/api/auth/authenticator/enrolment/confirm', {
      token: customer.accessToken,
      body: { code: totp(secret, Date.now()) },
    });
    expect((await as(maker).get(security(customer.id))).body.secondFactor).toBe('authenticator');

    const asked = await as(maker).post(`${security(customer.id)}/second-factor-reset`, {
      identityCheck: 'Video call, passport matched, answered account questions',
      reason: 'Lost phone and recovery codes',
    });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ kind: 'second_factor_reset', status: 'pending' });
    expect(
      await count('SELECT count(*)::int AS n FROM authenticators WHERE user_id = $1', customer.id),
    ).toBe(1);
    const again = await as(maker).post(`${security(customer.id)}/second-factor-reset`, {
      identityCheck: 'Again',
      reason: 'Again',
    });
    expect(again.body.code).toBe('ADMIN_NOTHING_TO_RESET');
    const own = await as(maker).post(`/api/admin/change-requests/${asked.body.id}/approve`);
    expect(own.status).toBe(403);

    const since = t.mail.messages.length;
    const approved = await as(checker).post(`/api/admin/change-requests/${asked.body.id}/approve`);
    expect(approved.body.status).toBe('applied');
    expect(
      await count('SELECT count(*)::int AS n FROM authenticators WHERE user_id = $1', customer.id),
    ).toBe(0);
    expect(
      await count('SELECT count(*)::int AS n FROM recovery_codes WHERE user_id = $1', customer.id),
    ).toBe(0);
    expect((await call(t, 'GET', '/api/me', { token: customer.accessToken })).status).toBe(401);
    await t.app.get(JobsService).runDue();
    await t.mail.waitFor(customer.email, /authenticator app was reset/, since);
    const [record] = await auditOf(t, checker, 'user.second_factor_reset');
    expect(record?.details).toMatchObject({
      identityCheck: 'Video call, passport matched, answered account questions',
      makerId: maker.id,
    });

    const back = await signIn(t, customer.email, STRONG_PASSWORD);
    const held = await transfer(
      t,
      { ...customer, ...back },
      {
        amountMinor: 1_000,
        toNumber: (await fundedCustomer(t, 0)).accountNumber,
      },
    );
    expect(held.status).toBe(403);
    expect(held.body.code).toBe('TRANSFERS_EMAIL_CHANGE_HOLD');
    expect(held.body.message).toContain('Your second factor was reset by the bank recently.');
  });
});
