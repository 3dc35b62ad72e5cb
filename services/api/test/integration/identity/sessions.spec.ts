import { DataSource } from 'typeorm';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer, signIn, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('sessions and refresh tokens (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const refresh = (cookie: string) => call(t, 'POST', '/api/auth/refresh', { cookie });
  const me = (token: string) => call(t, 'GET', '/api/me', { token });
  /** Mail that does not hold up an answer goes through the job queue (the poller is off in tests). */
  const runJobs = () => t.app.get(JobsService).runDue();

  it('rotates the refresh token on every use', async () => {
    const user = await newCustomer(t);
    const first = await refresh(user.refreshCookie);
    expect(first.status).toBe(200);
    expect(first.refreshCookie).toBeTruthy();
    expect(first.refreshCookie).not.toBe(user.refreshCookie);
    expect((await me(first.body.accessToken)).status).toBe(200);
    const second = await refresh(first.refreshCookie as string);
    expect(second.status).toBe(200);
  });

  it('revokes the whole family when an old refresh token is reused', async () => {
    const user = await newCustomer(t);
    const rotated = await refresh(user.refreshCookie);
    const reuse = await refresh(user.refreshCookie);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe('AUTH_SESSION_REVOKED');
    expect(reuse.refreshCookie).toBe('');
    // The legitimate successor and its access token are dead too.
    expect((await refresh(rotated.refreshCookie as string)).status).toBe(401);
    expect((await me(rotated.body.accessToken)).status).toBe(401);
    expect((await me(user.accessToken)).status).toBe(401);
  });

  it('gives exactly one winner when the same refresh token is raced', async () => {
    const user = await newCustomer(t);
    const results = await Promise.all(Array.from({ length: 5 }, () => refresh(user.refreshCookie)));
    expect(results.filter((r) => r.status === 200).length).toBeLessThanOrEqual(1);
  });

  it('refuses an access token whose session has expired, though the token itself has not', async () => {
    const user = await newCustomer(t);
    expect((await me(user.accessToken)).status).toBe(200);
    await t.app
      .get(DataSource)
      .query("UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1", [
        user.id,
      ]);
    expect((await me(user.accessToken)).status).toBe(401);
  });

  it('signs out this browser only', async () => {
    const user = await newCustomer(t);
    const laptop = await signIn(t, user.email, STRONG_PASSWORD);
    const signOut = await call(t, 'POST', '/api/auth/sign-out', { cookie: user.refreshCookie });
    expect(signOut.status).toBe(204);
    expect(signOut.refreshCookie).toBe('');
    expect((await refresh(user.refreshCookie)).status).toBe(401);
    expect((await me(laptop.accessToken)).status).toBe(200);
  });

  it('signs out everywhere: every access token stops working at once', async () => {
    const user = await newCustomer(t);
    const phone = await signIn(t, user.email, STRONG_PASSWORD);
    expect(
      (await call(t, 'POST', '/api/auth/sign-out-everywhere', { token: user.accessToken })).status,
    ).toBe(204);
    expect((await me(user.accessToken)).status).toBe(401);
    expect((await me(phone.accessToken)).status).toBe(401);
    expect((await refresh(phone.refreshCookie)).status).toBe(401);
  });

  it('revokes older access tokens at once on a password change, and keeps this browser signed in', async () => {
    const user = await newCustomer(t);
    const other = await signIn(t, user.email, STRONG_PASSWORD);
    const newPassword = 'a different long passphrase';
    const changed = await call(t, 'POST', '/api/auth/password/change', {
      token: user.accessToken,
      body: { currentPassword: STRONG_PASSWORD, newPassword, confirmPassword: newPassword },
    });
    expect(changed.status).toBe(200);
    expect((await me(user.accessToken)).status).toBe(401);
    expect((await me(other.accessToken)).status).toBe(401);
    expect((await refresh(other.refreshCookie)).status).toBe(401);
    expect((await me(changed.body.accessToken)).status).toBe(200);
    expect((await refresh(changed.refreshCookie as string)).status).toBe(200);
    await runJobs();
    await t.mail.waitFor(user.email, /password was changed/);
    expect(
      (
        await call(t, 'POST', '/api/auth/sign-in', {
          body: { email: user.email, password: STRONG_PASSWORD },
        })
      ).status,
    ).toBe(401);
  });

  it.each([
    [
      {
        currentPassword: 'wrong password!!',
        newPassword: 'another passphrase',
        confirmPassword: 'another passphrase',
      },
      'AUTH_CURRENT_PASSWORD_WRONG',
    ],
    [
      {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'another passphrase',
        confirmPassword: 'not the same one',
      },
      'VALIDATION_FAILED',
    ],
    [
      {
        currentPassword: STRONG_PASSWORD,
        newPassword: 'qwertyuiop',
        confirmPassword: 'qwertyuiop',
      },
      'AUTH_PASSWORD_TOO_COMMON',
    ],
  ])('refuses a password change %#, and the old password keeps working', async (body, code) => {
    const user = await newCustomer(t);
    const response = await call(t, 'POST', '/api/auth/password/change', {
      token: user.accessToken,
      body,
    });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    expect((await me(user.accessToken)).status).toBe(200);
  });

  it('lists active sessions and ends one', async () => {
    const user = await newCustomer(t);
    const other = await signIn(t, user.email, STRONG_PASSWORD);
    const list = await call(t, 'GET', '/api/auth/sessions', { token: user.accessToken });
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const otherId = list.body.sessions.find((s: { current: boolean }) => !s.current).id;
    expect(
      (await call(t, 'DELETE', `/api/auth/sessions/${otherId}`, { token: user.accessToken }))
        .status,
    ).toBe(204);
    expect((await me(other.accessToken)).status).toBe(401);
    const stranger = await newCustomer(t);
    const mine = list.body.sessions.find((s: { current: boolean }) => s.current).id;
    expect(
      (await call(t, 'DELETE', `/api/auth/sessions/${mine}`, { token: stranger.accessToken }))
        .status,
    ).toBe(404);
  });

  it('resets a forgotten password by an emailed link that works once', async () => {
    const user = await newCustomer(t);
    const since = t.mail.messages.length;
    const forgot = await call(t, 'POST', '/api/auth/password/forgot', {
      body: { email: user.email },
    });
    const unknown = await call(t, 'POST', '/api/auth/password/forgot', {
      body: { email: 'nobody@example.com' },
    });
    expect(forgot.body).toEqual(unknown.body);
    await runJobs();
    const mail = await t.mail.waitFor(user.email, /Reset your Vaultline password/, since);
    expect(mail.text).toContain('expires in 24 hours');
    // The token travels in the fragment, which browsers never send to a server.
    const token = /\/reset-password#token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] as string;
    expect(token).toHaveLength(43);
    const newPassword = 'brand new long passphrase';
    const body = { token, newPassword, confirmPassword: newPassword };
    expect((await call(t, 'POST', '/api/auth/password/reset', { body })).status).toBe(200);
    expect((await call(t, 'POST', '/api/auth/password/reset', { body })).body.code).toBe(
      'AUTH_RESET_LINK_INVALID',
    );
    expect((await me(user.accessToken)).status).toBe(401);
    await signIn(t, user.email, newPassword);
  });
});
