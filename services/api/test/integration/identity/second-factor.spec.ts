import { DataSource } from 'typeorm';
import { base32Decode, totp } from '../../../src/modules/identity/totp';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import type { Customer } from '../../support/banking';
import { fundedCustomer, TEST_PIN, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newEmail, securityCode, startEnrolment, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const WRONG_PIN = TEST_PIN.split('').reverse().join('');

/**
 * A password alone takes nothing over: an email change needs the current factor and the old
 * address can cancel it; a PIN reset needs a second factor; where the authenticator app is set up
 * it answers every step-up; changes of the second factor need the password and the factor.
 */
describe.each(databaseKinds())('second factor (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const post = (user: TestUser, path: string, body?: unknown) =>
    call(t, 'POST', `/api/${path}`, { token: user.accessToken, body });

  /** Sets the app up (step-up, secret, first code); answers its secret. */
  async function withApp(user: TestUser): Promise<Buffer> {
    const started = await startEnrolment(t, user);
    const secret = base32Decode(started.body.secret);
    const confirmed = await post(user, 'auth/authenticator/enrolment/confirm', {
      code: totp(secret, Date.now()),
    });
    expect(confirmed.status).toBe(200);
    return secret;
  }
  /**
   * A code the app shows now, usable once more: each code works once (the step is remembered),
   * so the step used last is forgotten first, as if 30 seconds had passed.
   */
  async function appCode(user: TestUser, secret: Buffer): Promise<string> {
    await db.query('UPDATE authenticators SET last_used_step = NULL WHERE user_id = $1', [user.id]);
    return totp(secret, Date.now());
  }

  /** Both steps of an email change by email: the codes to the new and to the current address. */
  async function changeEmail(user: TestUser, to: string) {
    const since = t.mail.messages.length;
    const started = await post(user, 'me/email', { newEmail: to, password: STRONG_PASSWORD });
    expect(started.body).toMatchObject({ method: 'email' });
    const code = await t.mail.codeFor(to, /Confirm your new Vaultline email/, since);
    const currentCode = await t.mail.codeFor(user.email, /Confirm the change/, since);
    return { code, currentCode };
  }

  it('changes the email only with the current address’s code as well as the new one’s', async () => {
    const user = await fundedCustomer(t, 0);
    const to = newEmail('moved');
    const { code, currentCode } = await changeEmail(user, to);
    const newOnly = await post(user, 'me/email/verify', { code });
    expect(newOnly.status).toBe(400);
    const swapped = await post(user, 'me/email/verify', { code, currentCode: code });
    expect(swapped.body.code).toBe('AUTH_CODE_INVALID');
    const both = await post(user, 'me/email/verify', { code, currentCode });
    expect({ status: both.status, body: both.body }).toMatchObject({ status: 200 });
    expect(both.body.email).toBe(to);
  });

  it('lets the old address cancel the change for 24 hours: the address is back, every session ends', async () => {
    const user = await fundedCustomer(t, 0);
    const { code, currentCode } = await changeEmail(user, newEmail('taken-over'));
    const since = t.mail.messages.length;
    await post(user, 'me/email/verify', { code, currentCode });
    await t.app.get(JobsService).runDue();
    const notice = await t.mail.waitFor(user.email, /Your Vaultline email was changed/, since);
    const token = /email-change\/cancel#token=([A-Za-z0-9_-]+)/.exec(notice.text)?.[1] as string;
    expect(token).toBeTruthy();
    const cancelled = await call(t, 'POST', '/api/email-changes/cancel', { body: { token } });
    expect(cancelled.status).toBe(200);
    const [row] = await db.query<Array<{ email: string }>>(
      'SELECT email FROM users WHERE id = $1',
      [user.id],
    );
    expect(row.email).toBe(user.email);
    expect((await call(t, 'GET', '/api/me', { token: user.accessToken })).status).toBe(401);
    const again = await call(t, 'POST', '/api/email-changes/cancel', { body: { token } });
    expect(again.body.code).toBe('AUTH_CANCEL_LINK_INVALID');
  });

  it('holds payments to new recipients, new payees and PIN resets for 24 hours after an email change', async () => {
    const user = await fundedCustomer(t, 100_000);
    const { code, currentCode } = await changeEmail(user, newEmail('held'));
    const changed = await post(user, 'me/email/verify', { code, currentCode });
    expect({ status: changed.status, body: changed.body }).toMatchObject({ status: 200 });
    const stranger = await fundedCustomer(t, 0);
    const paid = await transfer(t, user, { amountMinor: 1_000, toNumber: stranger.accountNumber });
    const payee = await post(user, 'payees', {
      name: 'Ada Lovelace',
      accountNumber: stranger.accountNumber,
      routingNumber: '123456780',
    });
    const pin = await post(user, 'transfers/pin/reset/start', { password: STRONG_PASSWORD });
    for (const refused of [paid, payee, pin]) {
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('TRANSFERS_EMAIL_CHANGE_HOLD');
    }
    const limits = await call(t, 'GET', '/api/transfers/limits', { token: user.accessToken });
    expect(new Date(limits.body.newRecipientsPausedUntil).getTime()).toBeGreaterThan(
      Date.now() + 23 * 3_600_000,
    );
  });

  it('resets the PIN only with a second factor, not with the password alone', async () => {
    const user = await fundedCustomer(t, 0);
    const passwordOnly = await post(user, 'transfers/pin/reset', {
      password: STRONG_PASSWORD,
      pin: '8642',
      confirmPin: '8642',
    });
    expect(passwordOnly.status).toBe(400);
    const since = t.mail.messages.length;
    const started = await post(user, 'transfers/pin/reset/start', { password: STRONG_PASSWORD });
    expect(started.body.method).toBe('email');
    const code = await t.mail.codeFor(user.email, /new Vaultline transfer PIN/, since);
    const guessed = await post(user, 'transfers/pin/reset', {
      pin: '8642',
      confirmPin: '8642',
      code: code === '000000' ? '000001' : '000000',
    });
    expect(guessed.body.code).toBe('AUTH_CODE_INVALID');
    const reset = await post(user, 'transfers/pin/reset', {
      pin: '8642',
      confirmPin: '8642',
      code,
    });
    expect(reset.status).toBe(204);
  });

  it('uses the authenticator app for every step-up where one is set up, and emails no code', async () => {
    const user: Customer = await fundedCustomer(t, 100_000);
    const secret = await withApp(user);
    const stranger = await fundedCustomer(t, 0);
    const mails = t.mail.to(user.email).length;
    const held = await transfer(t, user, { amountMinor: 1_000, toNumber: stranger.accountNumber });
    expect(held.body).toMatchObject({
      outcome: 'awaiting_code',
      codeMethod: 'totp',
      codeSentTo: null,
    });
    const verified = await post(user, `transfers/${held.body.transfer.id}/verify`, {
      code: await appCode(user, secret),
    });
    expect(verified.body.outcome).toBe('completed');
    const payee = await post(user, 'payees', {
      name: 'Grace Hopper',
      accountNumber: '123456789012',
      routingNumber: '021000021',
    });
    expect(payee.body.method).toBe('totp');
    const saved = await post(user, 'payees/confirm', { code: await appCode(user, secret) });
    expect(saved.status).toBe(201);
    const pin = await post(user, 'transfers/pin/reset/start', { password: STRONG_PASSWORD });
    expect(pin.body.method).toBe('totp');
    const reset = await post(user, 'transfers/pin/reset', {
      pin: '8642',
      confirmPin: '8642',
      code: await appCode(user, secret),
    });
    expect(reset.status).toBe(204);
    const email = await post(user, 'me/email', { newEmail: newEmail(), password: STRONG_PASSWORD });
    expect(email.body.method).toBe('totp');
    await t.app.get(JobsService).runDue();
    const sent = t.mail.to(user.email).slice(mails);
    expect(sent.map((mail) => mail.subject).filter((subject) => /code/i.test(subject))).toEqual([]);
  });

  it('unblocks transfers after 5 wrong PINs with a code from the app', async () => {
    const user = await fundedCustomer(t, 100_000);
    const secret = await withApp(user);
    const stranger = await fundedCustomer(t, 0);
    let last = null;
    for (let i = 0; i < 5; i += 1)
      last = await transfer(t, user, {
        amountMinor: 100,
        toNumber: stranger.accountNumber,
        pin: WRONG_PIN,
      });
    expect(last?.body).toMatchObject({
      code: 'TRANSFERS_PIN_LOCKED',
      details: { unlockMethod: 'totp' },
    });
    const unlocked = await post(user, 'transfers/pin/unlock', {
      code: await appCode(user, secret),
    });
    expect(unlocked.status).toBe(204);
  });

  it('turns "always ask for a code" off only with the step-up code, never from preferences', async () => {
    const user = await fundedCustomer(t, 0);
    const patched = await call(t, 'PATCH', '/api/me/preferences', {
      token: user.accessToken,
      body: { twoFactorEnabled: false },
    });
    expect(patched.status).toBe(400);
    await call(t, 'PUT', '/api/auth/two-factor', {
      token: user.accessToken,
      body: { enabled: true },
    });
    const bare = await call(t, 'PUT', '/api/auth/two-factor', {
      token: user.accessToken,
      body: { enabled: false },
    });
    expect(bare.status).toBe(400);
    const code = await securityCode(t, user);
    const off = await call(t, 'PUT', '/api/auth/two-factor', {
      token: user.accessToken,
      body: { enabled: false, code },
    });
    expect(off.status).toBe(200);
    expect(off.body.twoFactorEnabled).toBe(false);
  });

  it('counts wrong payee codes toward the daily lock, across codes', async () => {
    const user = await fundedCustomer(t, 0);
    const payee = {
      name: 'Grace Hopper',
      accountNumber: '123456789012',
      routingNumber: '021000021',
    };
    let last = null;
    for (let round = 0; round < 3; round += 1) {
      expect((await post(user, 'payees', payee)).status).toBe(200);
      for (let i = 0; i < 4; i += 1)
        last = await post(user, 'payees/confirm', { code: `00000${i}` });
    }
    expect(last?.body.code).toBe('AUTH_CODE_LOCKED');
    const fresh = await post(user, 'payees', payee);
    expect(fresh.body.code).toBe('AUTH_CODE_LOCKED');
  });

  it('ends a session on the server after 15 idle minutes and 12 hours after sign-in, whatever the browser does', async () => {
    const idle = await fundedCustomer(t, 0);
    const old = await fundedCustomer(t, 0);
    await db.query(
      "UPDATE sessions SET last_used_at = now() - interval '16 minutes' WHERE user_id = $1",
      [idle.id],
    );
    await db.query(
      "UPDATE sessions SET created_at = now() - interval '13 hours' WHERE user_id = $1",
      [old.id],
    );
    for (const user of [idle, old]) {
      expect((await call(t, 'GET', '/api/me', { token: user.accessToken })).status).toBe(401);
      const refreshed = await call(t, 'POST', '/api/auth/refresh', { cookie: user.refreshCookie });
      expect(refreshed.status).toBe(401);
    }
  });

  it('does not count a background poll as activity, and counts a request the person made', async () => {
    const user = await fundedCustomer(t, 0);
    const lastUsed = async () =>
      (
        await db.query<Array<{ at: Date }>>(
          'SELECT last_used_at AS at FROM sessions WHERE user_id = $1',
          [user.id],
        )
      )[0].at.getTime();
    await db.query(
      "UPDATE sessions SET last_used_at = now() - interval '10 minutes' WHERE user_id = $1",
      [user.id],
    );
    const before = await lastUsed();
    await call(t, 'GET', '/api/notifications/unread-count', { token: user.accessToken });
    expect(await lastUsed()).toBe(before);
    await call(t, 'POST', '/api/me/activity', { token: user.accessToken });
    expect(await lastUsed()).toBeGreaterThan(before + 5 * 60_000);
  });
});
