import { DataSource } from 'typeorm';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newEmail, registerVerified, signInAnswer, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('registration and email codes (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The production default: this suite tests the sign-up limit per address.
    t = await startTestApp(kind, { registrationsPerAddressPerHour: 30 });
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>) =>
    call(t, 'POST', '/api/auth/register', { body });
  const person = (email: string) => ({
    firstName: 'ada',
    lastName: 'lovelace',
    email,
    password: STRONG_PASSWORD,
  });
  const signInAs = (email: string, password: string) => signInAnswer(t, email, password);
  const verify = (email: string, code: string) =>
    call(t, 'POST', '/api/auth/email/verify', { body: { email, code } });

  it('registers, emails a 6-digit code, verifies the address once', async () => {
    const email = newEmail();
    const response = await register(person(email.toUpperCase()));
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Account created! Please check your email for the OTP code.',
    });
    const mail = await t.mail.waitFor(email, /verification code/);
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
    expect(code).toMatch(/^\d{6}$/);

    const verified = await call(t, 'POST', '/api/auth/email/verify', { body: { email, code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: 'Email Verified!' });
    const again = await signInAs(email, STRONG_PASSWORD);
    expect(again.body.user).toMatchObject({
      email,
      emailVerified: true,
      role: 'customer',
      firstName: 'ada',
    });
  });

  it('keeps the register page’s marketing opt-in as the preference (off unless ticked)', async () => {
    const preferenceAfter = async (body: Record<string, unknown>) => {
      const email = newEmail();
      await register({ ...person(email), ...body });
      const mail = await t.mail.waitFor(email, /verification code/);
      await verify(email, /\b(\d{6})\b/.exec(mail.text)?.[1] as string);
      return (await signInAs(email, STRONG_PASSWORD)).body.user.notifications;
    };
    expect(await preferenceAfter({ marketing: true })).toEqual({
      sms: false,
      push: true,
      email: true,
      marketing: true,
    });
    expect((await preferenceAfter({})).marketing).toBe(false);
    expect((await register({ ...person(newEmail()), marketing: 'yes' })).status).toBe(400);
  });

  it('answers a sign-up with a known address exactly like a new one, and tells the owner instead', async () => {
    const { email } = await registerVerified(t);
    const before = t.mail.to(email).length;
    const again = await register({ ...person(email), password: 'another long passphrase' });
    const fresh = await register(person(newEmail()));
    expect(again.status).toBe(fresh.status);
    expect(again.body).toEqual(fresh.body);
    const notice = await t.mail.waitFor(email, /tried to open a Vaultline account/, 0);
    expect(notice.text).toContain('/forgot-password');
    expect(t.mail.to(email).length).toBe(before + 1);
    // A verified address keeps its password and names.
    expect((await signInAs(email, 'another long passphrase')).body.code).toBe(
      'AUTH_INVALID_CREDENTIALS',
    );
    expect((await signInAs(email, STRONG_PASSWORD)).body.user).toMatchObject({ firstName: 'ada' });
  });

  it('lets the owner of an address take it from an unverified sign-up: the last password and names win', async () => {
    const email = newEmail('claimed');
    const squatter = await register({
      ...person(email),
      firstName: 'mallory',
      password: 'the squatter passphrase',
    });
    const firstCode = await t.mail.codeFor(email, /verification code/);
    const since = t.mail.messages.length;
    const owner = await register({
      ...person(email),
      firstName: 'bob',
      password: 'the real owner passphrase',
    });
    expect(owner.status).toBe(201);
    expect(owner.body).toEqual(squatter.body);
    const code = await t.mail.codeFor(email, /verification code/, since);
    expect((await t.mail.waitFor(email, /verification code/, since)).text).toMatch(/^Hello bob,/);
    if (firstCode !== code) {
      expect((await verify(email, firstCode)).body.code).toBe('AUTH_CODE_INVALID');
    }
    expect((await verify(email, code)).status).toBe(200);
    const signedIn = await signInAs(email, 'the real owner passphrase');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user).toMatchObject({ email, firstName: 'bob', emailVerified: true });
    expect((await signInAs(email, 'the squatter passphrase')).body.code).toBe(
      'AUTH_INVALID_CREDENTIALS',
    );
  });

  it('claims the sign-up limit per address before hashing: a refused sign-up changes nothing', async () => {
    const email = newEmail('repeat');
    // The first sign-up and 3 more may send a code in 15 minutes (each replaces the unverified password).
    for (let i = 1; i <= 4; i += 1) {
      expect(
        (await register({ ...person(email), password: `passphrase number ${i}` })).status,
      ).toBe(201);
    }
    const storedHash = () =>
      t.app.get(DataSource).query('SELECT password_hash FROM users WHERE email = $1', [email]);
    const before = await storedHash();
    const refused = await register({ ...person(email), password: 'passphrase number 5' });
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('AUTH_THROTTLED');
    expect(refused.body.details.retryAfterS).toBeGreaterThan(0);
    expect(await storedHash()).toEqual(before);
  });

  it('claims the sign-up limit per client address before hashing: 30 an hour, exactly, even in parallel', async () => {
    const emails = Array.from({ length: 34 }, () => newEmail('burst'));
    const remoteAddress = '198.51.100.23';
    const registerFrom = (address: string, email: string) =>
      call(t, 'POST', '/api/auth/register', { body: person(email), remoteAddress: address });
    const answers = await Promise.all(emails.map((email) => registerFrom(remoteAddress, email)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(30);
    const refused = emails.filter((_email, index) => answers[index].status === 429);
    expect(refused).toHaveLength(4);
    expect(answers.find((answer) => answer.status === 429)?.body.code).toBe('AUTH_THROTTLED');
    const sql = 'SELECT email FROM users WHERE email = ANY($1)';
    const rows = await t.app.get(DataSource).query<Array<{ email: string }>>(sql, [refused]);
    expect(rows).toEqual([]);
    // Another client address is not held back.
    expect((await registerFrom('198.51.100.24', newEmail())).status).toBe(201);
  });

  it.each([
    ['a common password', { password: 'password123' }, 'AUTH_PASSWORD_TOO_COMMON'],
    ['a short password', { password: 'short' }, 'VALIDATION_FAILED'],
    ['a bad email', { email: 'not-an-email' }, 'VALIDATION_FAILED'],
    ['a missing last name', { lastName: '' }, 'VALIDATION_FAILED'],
    ['a role in the body', { role: 'admin' }, 'VALIDATION_FAILED'],
    ['emailVerified in the body', { emailVerified: true }, 'VALIDATION_FAILED'],
    ['a control character in a name', { firstName: 'ad\u0000a' }, 'VALIDATION_FAILED'],
    ['a link as a name', { lastName: 'https://evil.example' }, 'VALIDATION_FAILED'],
    ['a phone number as a name', { firstName: 'Call 555-0100' }, 'VALIDATION_FAILED'],
  ])('refuses %s and creates nothing', async (_case, change, code) => {
    const email = newEmail();
    const response = await register({ ...person(email), ...change });
    expect(response.status).toBe(400);
    expect(response.body.code).toBe(code);
    const signIn = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email, password: STRONG_PASSWORD },
    });
    expect(signIn.body.code).toBe('AUTH_INVALID_CREDENTIALS');
  });

  it('lets a code be tried 5 times, counted exactly under parallel wrong tries', async () => {
    const email = newEmail();
    await register(person(email));
    const code = await t.mail.codeFor(email, /verification code/);
    const wrong = code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(Array.from({ length: 8 }, () => verify(email, wrong)));
    expect(tries.map((response) => response.body.code)).toEqual(Array(8).fill('AUTH_CODE_INVALID'));
    const [row] = await t.app.get(DataSource).query(
      `SELECT attempts FROM one_time_codes
       WHERE user_id = (SELECT id FROM users WHERE email = $1) AND purpose = 'verify_email' AND consumed_at IS NULL`,
      [email],
    );
    expect(row.attempts).toBe(5);
    // Even the right code no longer works; a new one does.
    const right = await call(t, 'POST', '/api/auth/email/verify', { body: { email, code } });
    expect(right.body.code).toBe('AUTH_CODE_INVALID');
    const since = t.mail.messages.length;
    expect((await call(t, 'POST', '/api/auth/email/send-code', { body: { email } })).status).toBe(
      200,
    );
    const next = await t.mail.codeFor(email, /verification code/, since);
    expect(
      (await call(t, 'POST', '/api/auth/email/verify', { body: { email, code: next } })).status,
    ).toBe(200);
  });

  it('refuses a used code and the code of an older mail', async () => {
    const email = newEmail();
    await register(person(email));
    const first = await t.mail.codeFor(email, /verification code/);
    const since = t.mail.messages.length;
    await call(t, 'POST', '/api/auth/email/send-code', { body: { email } });
    const second = await t.mail.codeFor(email, /verification code/, since);
    if (first !== second) {
      expect(
        (await call(t, 'POST', '/api/auth/email/verify', { body: { email, code: first } })).body
          .code,
      ).toBe('AUTH_CODE_INVALID');
    }
    expect(
      (await call(t, 'POST', '/api/auth/email/verify', { body: { email, code: second } })).status,
    ).toBe(200);
  });

  it('sends at most the first code and 3 resends per 15 minutes, exactly, even in parallel', async () => {
    const email = newEmail();
    await register(person(email));
    const resends = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t, 'POST', '/api/auth/email/send-code', { body: { email } }),
      ),
    );
    expect(resends.filter((r) => r.status === 200)).toHaveLength(3);
    const limited = resends.filter((r) => r.status === 429);
    expect(limited).toHaveLength(7);
    expect(limited[0].body.code).toBe('AUTH_CODE_RESEND_LIMIT');
    await t.mail.waitFor(email);
    expect(t.mail.to(email).length).toBeLessThanOrEqual(4);
  });

  it('answers a resend for an unknown address like a known one, and sends nothing', async () => {
    const email = newEmail();
    const response = await call(t, 'POST', '/api/auth/email/send-code', { body: { email } });
    expect(response.status).toBe(200);
    expect(t.mail.to(email)).toEqual([]);
  });
});
