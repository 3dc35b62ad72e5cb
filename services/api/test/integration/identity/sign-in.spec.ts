import { DataSource } from 'typeorm';
import { emailKey } from '../../../src/modules/identity/registration.service';
import { AuditService } from '../../../src/platform/audit/audit.service';
import { databaseKinds } from '../../support/databases';
import { call, sameAnswer } from '../../support/http';
import { newEmail, registerVerified, signIn, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('sign-in (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const attempt = (email: string, password: string, headers: Record<string, string> = {}) =>
    call(t, 'POST', '/api/auth/sign-in', { body: { email, password }, headers });

  it('signs in with an access token in the body and an httpOnly, SameSite=Strict refresh cookie on the auth path', async () => {
    const { email } = await registerVerified(t);
    const since = t.mail.messages.length;
    const first = await attempt(email, STRONG_PASSWORD);
    const code = await t.mail.codeFor(email, /sign-in code/, since);
    const response = await call(t, 'POST', '/api/auth/sign-in/code', {
      body: { challengeId: first.body.challengeId, code },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'signed_in',
      expiresInS: 900,
      user: { email, role: 'customer' },
    });
    const cookie = response.setCookie.find((line) => line.startsWith('vaultline_refresh='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/api\/auth/);
    // Without "remember me" it is a browser-session cookie.
    expect(cookie).not.toMatch(/Expires|Max-Age/i);
  });

  it('never signs in with the password alone on a browser that has not passed a second factor', async () => {
    const { email } = await registerVerified(t);
    const since = t.mail.messages.length;
    const response = await attempt(email, STRONG_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'code_required', method: 'email' });
    expect(response.body.accessToken).toBeUndefined();
    expect(response.refreshCookie).toBeUndefined();
    expect(await t.mail.codeFor(email, /sign-in code/, since)).toMatch(/^\d{6}$/);
  });

  it('lets a browser that passed a code sign in with the password for 30 days, its own account only', async () => {
    const { email } = await registerVerified(t);
    const other = await registerVerified(t);
    const first = await signIn(t, email, STRONG_PASSWORD);
    const known = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email, password: STRONG_PASSWORD },
      device: first.deviceCookie,
    });
    expect(known.body.status).toBe('signed_in');
    // The cookie vouches for the account it was issued for, and for no other.
    const elsewhere = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: other.email, password: STRONG_PASSWORD },
      device: first.deviceCookie,
    });
    expect(elsewhere.body.status).toBe('code_required');
    await t.app
      .get(DataSource)
      .query(
        "UPDATE known_devices SET second_factor_at = now() - interval '31 days' WHERE user_id = $1",
        [first.id],
      );
    const stale = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email, password: STRONG_PASSWORD },
      device: first.deviceCookie,
    });
    expect(stale.body.status).toBe('code_required');
  });

  it('asks every browser again after "sign out everywhere" and after a password reset', async () => {
    const { email } = await registerVerified(t);
    const user = await signIn(t, email, STRONG_PASSWORD);
    const everywhere = await call(t, 'POST', '/api/auth/sign-out-everywhere', {
      token: user.accessToken,
    });
    expect(everywhere.status).toBe(204);
    const after = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email, password: STRONG_PASSWORD },
      device: user.deviceCookie,
    });
    expect(after.body.status).toBe('code_required');
  });

  it('trusts the browser that typed the code verifying the address at sign-up', async () => {
    const email = newEmail();
    const since = t.mail.messages.length;
    await call(t, 'POST', '/api/auth/register', {
      body: { firstName: 'ada', lastName: 'byron', email, password: STRONG_PASSWORD },
    });
    const code = await t.mail.codeFor(email, /verification code/, since);
    const verified = await call(t, 'POST', '/api/auth/email/verify', { body: { email, code } });
    expect(verified.deviceCookie).toBeTruthy();
    const here = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email, password: STRONG_PASSWORD },
      device: verified.deviceCookie,
    });
    expect(here.body.status).toBe('signed_in');
    expect((await attempt(email, STRONG_PASSWORD)).body.status).toBe('code_required');
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const { email } = await registerVerified(t);
    const wrong = await attempt(email, 'not the password at all');
    const unknown = await attempt(newEmail(), 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(sameAnswer(wrong.body)).toEqual(sameAnswer(unknown.body));
    expect(wrong.body).toMatchObject({
      code: 'AUTH_INVALID_CREDENTIALS',
      message: 'Invalid email or password.',
    });
  });

  it('asks an unverified user to verify, only after the right password', async () => {
    const email = newEmail();
    await call(t, 'POST', '/api/auth/register', {
      body: { firstName: 'a', lastName: 'b', email, password: STRONG_PASSWORD },
    });
    expect((await attempt(email, 'wrong password here')).body.code).toBe(
      'AUTH_INVALID_CREDENTIALS',
    );
    const right = await attempt(email, STRONG_PASSWORD);
    expect(right.status).toBe(403);
    expect(right.body.code).toBe('AUTH_EMAIL_NOT_VERIFIED');
  });

  it('throttles after 5 consecutive failures, exactly, under 50 parallel wrong passwords', async () => {
    const { email } = await registerVerified(t);
    const tries = await Promise.all(
      Array.from({ length: 50 }, () => attempt(email, 'wrong password here')),
    );
    expect(tries.filter((r) => r.status === 401)).toHaveLength(5);
    const throttled = tries.filter((r) => r.status === 429);
    expect(throttled).toHaveLength(45);
    expect(throttled[0].body.code).toBe('AUTH_THROTTLED');
    expect(throttled[0].body.details.retryAfterS).toBeGreaterThan(0);
    // The right password waits too (no free guess while throttled), and a spoofed client address changes nothing.
    expect((await attempt(email, STRONG_PASSWORD)).status).toBe(429);
    expect(
      (await attempt(email, STRONG_PASSWORD, { 'x-forwarded-for': '203.0.113.7' })).status,
    ).toBe(429);
    const [row] = await t.app
      .get(DataSource)
      .query('SELECT consecutive FROM throttles WHERE key = $1', [
        `sign-in:account:${emailKey(email)}`,
      ]);
    expect(row.consecutive).toBe(5);
  });

  it('records failures, the lockout and the sign-in in the audit log, chained', async () => {
    const { email } = await registerVerified(t);
    for (let i = 0; i < 5; i += 1) await attempt(email, 'wrong password here');
    const db = t.app.get(DataSource);
    const actions: Array<{ action: string }> = await db.query(
      "SELECT action FROM audit_log WHERE target_type = 'user' AND target_id = (SELECT id::text FROM users WHERE email = $1) ORDER BY id",
      [email],
    );
    expect(actions.map((row) => row.action)).toEqual([
      'auth.registered',
      'auth.email_verified',
      ...Array(5).fill('auth.sign_in_failed'),
      'auth.lockout',
    ]);
    const verification = await t.app.get(AuditService).verifyChain();
    expect(verification).toMatchObject({ intact: true, brokenAtId: null });
  });

  it('resets the failure streak after a successful sign-in', async () => {
    const { email } = await registerVerified(t);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(email, 'wrong password here')).status).toBe(401);
    await signIn(t, email, STRONG_PASSWORD);
    for (let i = 0; i < 4; i += 1)
      expect((await attempt(email, 'wrong password here')).status).toBe(401);
    expect((await attempt(email, STRONG_PASSWORD)).status).toBe(200);
  });

  it('asks for an emailed code at every sign-in when "always ask" is on, even on a known browser', async () => {
    const user = await signIn(t, (await registerVerified(t)).email, STRONG_PASSWORD);
    const on = await call(t, 'PUT', '/api/auth/two-factor', {
      token: user.accessToken,
      body: { enabled: true },
    });
    expect(on.body.twoFactorEnabled).toBe(true);
    const since = t.mail.messages.length;
    const first = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: user.email, password: STRONG_PASSWORD },
      device: user.deviceCookie,
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'code_required', challengeId: expect.any(String) });
    expect(first.refreshCookie).toBeUndefined();
    const code = await t.mail.codeFor(user.email, /sign-in code/, since);
    const wrong = await call(t, 'POST', '/api/auth/sign-in/code', {
      body: { challengeId: first.body.challengeId, code: code === '000000' ? '000001' : '000000' },
    });
    expect(wrong.body.code).toBe('AUTH_CODE_INVALID');
    const done = await call(t, 'POST', '/api/auth/sign-in/code', {
      body: { challengeId: first.body.challengeId, code },
    });
    expect(done.status).toBe(200);
    expect(done.body.status).toBe('signed_in');
    expect(done.refreshCookie).toBeTruthy();
    const reused = await call(t, 'POST', '/api/auth/sign-in/code', {
      body: { challengeId: first.body.challengeId, code },
    });
    expect(reused.status).toBe(400);
  });
});
