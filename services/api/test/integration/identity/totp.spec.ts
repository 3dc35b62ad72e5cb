import { DataSource } from 'typeorm';
import { base32Decode, totp } from '../../../src/modules/identity/totp';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { databaseKinds } from '../../support/databases';
import type { CallResult } from '../../support/http';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, startEnrolment, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const STEP_MS = 30_000;

interface Enrolled {
  user: TestUser;
  secret: Buffer;
  base32: string;
  recoveryCodes: string[];
}

/** The authenticator app as a second factor: set-up, sign-in, replay, recovery codes, turning it off. */
describe.each(databaseKinds())('authenticator app (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  /** The code the app shows now, or `steps` steps later (a step the set-up did not use). */
  const codeAt = (secret: Buffer, steps = 0) => totp(secret, Date.now() + steps * STEP_MS);
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const post = (user: TestUser, path: string, body?: unknown) =>
    call(t, 'POST', `/api/auth/authenticator${path}`, { token: user.accessToken, body });
  const status = async (user: TestUser) =>
    (await call(t, 'GET', '/api/auth/authenticator', { token: user.accessToken })).body;
  const passwordStep = (user: TestUser) =>
    call(t, 'POST', '/api/auth/sign-in', {
      body: { email: user.email, password: STRONG_PASSWORD },
    });
  const codeStep = (challengeId: string, answer: { code: string } | { recoveryCode: string }) =>
    call(t, 'POST', '/api/auth/sign-in/code', { body: { challengeId, ...answer } });
  const auditActions = async (userId: string) =>
    (
      await db.query<Array<{ action: string }>>(
        "SELECT action FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id",
        [userId],
      )
    ).map((row) => row.action);
  const mailTo = async (user: TestUser, subject: RegExp) => {
    await t.app.get(JobsService).runDue();
    return t.mail.waitFor(user.email, subject);
  };

  async function enrolled(): Promise<Enrolled> {
    const user = await newCustomer(t);
    const started = await startEnrolment(t, user);
    expect(started.status).toBe(201);
    const secret = base32Decode(started.body.secret);
    const confirmed = await post(user, '/enrolment/confirm', { code: codeAt(secret) });
    expect(confirmed.status).toBe(200);
    return {
      user,
      secret,
      base32: started.body.secret,
      recoveryCodes: confirmed.body.recoveryCodes,
    };
  }

  /** Signs in with the password; expects the app's challenge and no mail. */
  async function appChallenge(user: TestUser): Promise<string> {
    const mailsBefore = t.mail.to(user.email).length;
    const first = await passwordStep(user);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'code_required',
      method: 'totp',
      message: 'Enter the 6-digit code from your authenticator app.',
    });
    expect(first.refreshCookie).toBeUndefined();
    expect(t.mail.to(user.email)).toHaveLength(mailsBefore);
    return first.body.challengeId;
  }

  it('sets up: a QR code and the secret as text; a wrong code is refused, a right one turns it on with ten recovery codes', async () => {
    const user = await newCustomer(t);
    const started = await startEnrolment(t, user);
    expect(started.status).toBe(201);
    const { secret, otpauthUri, qrCodeDataUrl } = started.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    const uri = new URL(otpauthUri);
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(decodeURIComponent(uri.pathname)).toBe(`/Vaultline:${user.email}`);
    expect(qrCodeDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCodeDataUrl.split(',')[1], 'base64').toString()).toMatch(/<svg[\s>]/);
    expect(await status(user)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });

    const code = codeAt(base32Decode(secret));
    const wrong = await post(user, '/enrolment/confirm', { code: wrongFor(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('AUTH_CODE_INVALID');
    expect((await status(user)).enabled).toBe(false);

    const right = await post(user, '/enrolment/confirm', { code });
    expect(right.status).toBe(200);
    const codes: string[] = right.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    expect(await status(user)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });

    // A second set-up: the step-up is now answered by the app itself, then refused.
    const stepUp = await call(t, 'POST', '/api/auth/security/step-up', {
      token: user.accessToken,
      body: { password: STRONG_PASSWORD },
    });
    expect(stepUp.body.method).toBe('totp');
    const again = await post(user, '/enrolment', { code: codeAt(base32Decode(secret), 1) });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('AUTH_TOTP_ALREADY_ENABLED');
    const actions = await auditActions(user.id);
    expect(actions).toEqual(
      expect.arrayContaining(['auth.totp_enrolment_started', 'auth.totp_enabled']),
    );
    await mailTo(user, /An authenticator app now protects your Vaultline sign-in/);
  });

  it('stores the secret sealed and the recovery codes as hashes: none of them appears in the rows', async () => {
    const { user, secret, base32, recoveryCodes } = await enrolled();
    const [row] = await db.query<Array<Record<string, unknown>>>(
      'SELECT * FROM authenticators WHERE user_id = $1',
      [user.id],
    );
    const stored = JSON.stringify(row);
    expect(row.secret_sealed).toMatch(/^v1\./);
    for (const form of [
      base32,
      base32.toLowerCase(),
      secret.toString('hex'),
      secret.toString('base64'),
      secret.toString('base64url'),
      secret.toString('latin1'),
    ])
      expect(stored).not.toContain(form);
    const hashes = await db.query<Array<{ code_hash: string }>>(
      'SELECT code_hash FROM recovery_codes WHERE user_id = $1',
      [user.id],
    );
    expect(hashes).toHaveLength(10);
    const storedCodes = JSON.stringify(hashes);
    for (const code of recoveryCodes) {
      expect(storedCodes).not.toContain(code);
      expect(storedCodes).not.toContain(code.replace('-', ''));
    }
  });

  it('signs in with a code from the app, emails nothing, and refuses the same code again', async () => {
    const { user, secret } = await enrolled();
    const challengeId = await appChallenge(user);
    const code = codeAt(secret, 1);
    const wrong = await codeStep(challengeId, { code: wrongFor(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      code: 'AUTH_CODE_INVALID',
      message: 'That code is not correct. 4 tries left.',
    });
    const done = await codeStep(challengeId, { code });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ status: 'signed_in', user: { email: user.email } });
    expect(done.refreshCookie).toBeTruthy();

    const replay = await codeStep(await appChallenge(user), { code });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('AUTH_CODE_REUSED');
    const [signIn] = await db.query<Array<{ details: { secondFactor: string } }>>(
      "SELECT details FROM audit_log WHERE action = 'auth.sign_in' AND actor_id = $1 ORDER BY id DESC LIMIT 1",
      [user.id],
    );
    expect(signIn.details.secondFactor).toBe('totp');
  });

  it('lets one code work once when a sign-in and a settings change race with it', async () => {
    const { user, secret } = await enrolled();
    const challengeId = await appChallenge(user);
    const code = codeAt(secret, 1);
    const answers = await Promise.all([
      codeStep(challengeId, { code }),
      post(user, '/recovery-codes', { code }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.find((answer) => answer.status === 400)?.body.code).toBe('AUTH_CODE_REUSED');
  });

  it('accepts a recovery code (any case, with or without the dash) once, and not twice', async () => {
    const { user, recoveryCodes } = await enrolled();
    const recovery = recoveryCodes[3];
    const first = await codeStep(await appChallenge(user), {
      recoveryCode: recovery.replace('-', '').toUpperCase(),
    });
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('signed_in');
    expect((await status({ ...user, accessToken: first.body.accessToken })).recoveryCodesLeft).toBe(
      9,
    );
    await mailTo(user, /A recovery code was used to sign in/);
    expect(await auditActions(user.id)).toContain('auth.recovery_code_used');

    const second = await codeStep(await appChallenge(user), { recoveryCode: recovery });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe('AUTH_CODE_INVALID');
  });

  it('counts wrong codes at sign-in with the emailed sign-in codes, and ends a challenge after 5', async () => {
    const { user, secret } = await enrolled();
    const challengeId = await appChallenge(user);
    const wrong = wrongFor(codeAt(secret, 1));
    const answers: CallResult[] = [];
    for (let i = 0; i < 5; i += 1) answers.push(await codeStep(challengeId, { code: wrong }));
    expect(answers.map((answer) => answer.body.code)).toEqual([
      ...Array(4).fill('AUTH_CODE_INVALID'),
      'AUTH_CODE_ATTEMPTS_EXCEEDED',
    ]);
    const right = await codeStep(challengeId, { code: codeAt(secret, 1) });
    expect(right.body.code).toBe('AUTH_CODE_ATTEMPTS_EXCEEDED');
    const [row] = await db.query<Array<{ window_count: number }>>(
      'SELECT window_count FROM throttles WHERE key = $1',
      [`code-failures:sign_in:${user.id}`],
    );
    expect(row.window_count).toBe(5);
  });

  it('makes new recovery codes for a current code (not the one used already); the old ones stop working', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const replayed = await post(user, '/recovery-codes', { code: codeAt(secret) });
    expect(replayed.status).toBe(400);
    expect(replayed.body.code).toBe('AUTH_CODE_REUSED');
    const renewed = await post(user, '/recovery-codes', { code: codeAt(secret, 1) });
    expect(renewed.status).toBe(200);
    expect(renewed.body.recoveryCodes).toHaveLength(10);
    expect(renewed.body.recoveryCodes).not.toContain(recoveryCodes[0]);
    await mailTo(user, /New Vaultline recovery codes/);

    const old = await codeStep(await appChallenge(user), { recoveryCode: recoveryCodes[0] });
    expect(old.body.code).toBe('AUTH_CODE_INVALID');
    const fresh = await codeStep(await appChallenge(user), {
      recoveryCode: renewed.body.recoveryCodes[0],
    });
    expect(fresh.status).toBe(200);
  });

  it('turns off with the password and a code from the app (the password alone, or a wrong one, refused)', async () => {
    const { user, secret } = await enrolled();
    const alone = await post(user, '/disable', { password: STRONG_PASSWORD });
    expect(alone.status).toBe(400);
    expect((await status(user)).enabled).toBe(true);
    const wrong = await post(user, '/disable', {
      password: 'not my password at all',
      code: codeAt(secret, 1),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('AUTH_CURRENT_PASSWORD_WRONG');
    const off = await post(user, '/disable', {
      password: STRONG_PASSWORD,
      code: codeAt(secret, 1),
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 });
    const rows = await db.query<Array<{ n: string }>>(
      `SELECT (SELECT count(*) FROM authenticators WHERE user_id = $1)
            + (SELECT count(*) FROM recovery_codes WHERE user_id = $1) AS n`,
      [user.id],
    );
    expect(Number(rows[0].n)).toBe(0);
    // A new browser is asked for an emailed code again.
    expect((await passwordStep(user)).body).toMatchObject({
      status: 'code_required',
      method: 'email',
    });
    expect(await auditActions(user.id)).toContain('auth.totp_disabled');
    await mailTo(user, /The authenticator app was turned off/);
    const twice = await post(user, '/disable', {
      password: STRONG_PASSWORD,
      code: codeAt(secret, 2),
    });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('AUTH_TOTP_NOT_ENABLED');
  });

  it('turns off with the password and a recovery code, and refuses a body with neither or both', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const neither = await post(user, '/disable', { password: STRONG_PASSWORD });
    expect(neither.status).toBe(400);
    const both = await post(user, '/disable', {
      password: STRONG_PASSWORD,
      code: codeAt(secret, 1),
      recoveryCode: recoveryCodes[0],
    });
    expect(both.status).toBe(400);
    const off = await post(user, '/disable', {
      password: STRONG_PASSWORD,
      recoveryCode: recoveryCodes[0],
    });
    expect(off.status).toBe(200);
    expect(off.body.enabled).toBe(false);
  });

  it('sets up only after the password and the emailed code (a session alone is refused)', async () => {
    const user = await newCustomer(t);
    const bare = await post(user, '/enrolment');
    expect(bare.status).toBe(400);
    const guessed = await post(user, '/enrolment', { code: '123456' });
    expect(guessed.body.code).toBe('AUTH_CODE_INVALID');
    const wrongPassword = await call(t, 'POST', '/api/auth/security/step-up', {
      token: user.accessToken,
      body: { password: 'not my password at all' },
    });
    expect(wrongPassword.body.code).toBe('AUTH_CURRENT_PASSWORD_WRONG');
    expect((await startEnrolment(t, user)).status).toBe(201);
  });
});
