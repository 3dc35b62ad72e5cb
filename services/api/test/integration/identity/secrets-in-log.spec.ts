import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer, newEmail, signIn, STRONG_PASSWORD } from '../../support/identity';
import type { CaughtMail } from '../../support/mail-catcher';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const CODE = /\b(\d{6})\b/;

function codeIn(mail: CaughtMail | undefined): string {
  const code = CODE.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No code in ${JSON.stringify(mail?.subject)}`);
  return code;
}

/**
 * The API's own log (request lines at info level, mail and job failures), written to a file as in
 * production, must never hold a reset token, a one-time code or a password.
 */
describe.each(databaseKinds())('secrets stay out of the log (%s)', (kind) => {
  let t: TestApp;
  let dir: string;
  let logFile: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'vaultline-log-'));
    logFile = join(dir, 'api.log');
    t = await startTestApp(kind, { logLevel: 'info' }, { logFile });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const runJobs = () => t.app.get(JobsService).runDue();

  it('runs a reset, opens its link the old way too, fails mails: no token, code or password in any line', async () => {
    const user = await newCustomer(t);
    const secrets: Record<string, string> = {
      password: STRONG_PASSWORD,
      verificationCode: codeIn(t.mail.to(user.email)[0]),
    };

    const since = t.mail.messages.length;
    expect(
      (await call(t, 'POST', '/api/auth/password/forgot', { body: { email: user.email } })).status,
    ).toBe(200);
    await runJobs();
    const resetMail = await t.mail.waitFor(user.email, /Reset your/, since);
    // (A link of either form: this test is about the log, the fragment is checked where links are.)
    const token = /\/reset-password[#?]token=([A-Za-z0-9_-]{43})/.exec(
      resetMail.text,
    )?.[1] as string;
    secrets.resetToken = token;
    // A link from an older mail, opened the old way: the token is in the query string the server sees.
    await call(t, 'GET', `/reset-password?token=${token}`);
    await call(
      t,
      'GET',
      `/api/auth/password/reset?token=${token}&code=${secrets.verificationCode}`,
    );
    const newPassword = 'a brand new reset passphrase';
    secrets.newPassword = newPassword;
    const resetBody = { token, newPassword, confirmPassword: newPassword };
    const reset = await call(t, 'POST', '/api/auth/password/reset', { body: resetBody });
    expect(reset.status).toBe(200);

    const signedIn = await signIn(t, user.email, newPassword);
    secrets.signInCode = codeIn(t.mail.to(user.email).at(-1));

    // Mails the server refuses: a verification code (sent at once), a sign-in code, and a reset link (a job).
    t.mail.refusing = true;
    const failedEmail = newEmail('refused');
    const person = { firstName: 'r', lastName: 's', email: failedEmail, password: STRONG_PASSWORD };
    const failed = await call(t, 'POST', '/api/auth/register', { body: person });
    expect(failed.status).toBe(503);
    secrets.refusedVerificationCode = codeIn(
      t.mail.refused.find((mail) => mail.to.includes(failedEmail)),
    );
    // A browser new to the account is asked for a code: its mail is refused.
    expect(signedIn.deviceCookie).toBeTruthy();
    const challenge = await call(t, 'POST', '/api/auth/sign-in', {
      body: { email: user.email, password: newPassword },
    });
    expect(challenge.body.status).toBe('code_required');
    secrets.refusedSignInCode = codeIn(
      t.mail.refused.find((mail) => /sign-in code/.test(mail.subject)),
    );
    await call(t, 'POST', '/api/auth/password/forgot', { body: { email: user.email } });
    await runJobs();
    const refusedReset = t.mail.refused.find((mail) => /Reset your/.test(mail.subject));
    secrets.refusedResetToken = /[#?]token=([A-Za-z0-9_-]{43})/.exec(
      refusedReset?.text ?? '',
    )?.[1] as string;
    t.mail.refusing = false;

    const lines = readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    expect(
      Object.entries(secrets)
        .filter(([, secret]) => !(secret?.length >= 6))
        .map(([name]) => name),
    ).toEqual([]);
    // A 6-digit code counts where it stands alone: inside a longer number (a timestamp, an id) it is
    // a coincidence that once failed a CI run.
    const holds = (line: string, secret: string) =>
      /^\d+$/.test(secret)
        ? new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(line)
        : line.includes(secret);
    const leaked = Object.entries(secrets).filter(([, secret]) =>
      lines.some((line) => holds(line, secret)),
    );
    expect(leaked.map(([name]) => name)).toEqual([]);
    // And the log really holds what would have carried them: the request lines, the mail failures, the failed job.
    expect(lines.some((line) => line.includes('/reset-password?token=[redacted]'))).toBe(true);
    expect(lines.filter((line) => line.includes('Could not send')).length).toBeGreaterThanOrEqual(
      3,
    );
    const jobFailure = (line: string) =>
      line.includes('auth.password_reset_mail') && line.includes('failed on attempt 1');
    expect(lines.some(jobFailure)).toBe(true);
  });

  it("tags a signed-in request's lines with its user and session, never its token", async () => {
    const user = await newCustomer(t);
    const response = await call(t, 'GET', '/api/accounts', { token: user.accessToken });
    const requestId = response.headers['x-request-id'];
    const lines = readFileSync(logFile, 'utf8')
      .split('\n')
      .filter((line) => line.includes(String(requestId)))
      .map((line) => JSON.parse(line) as { msg: string; userId?: string; sessionId?: string });
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(completed).toMatchObject({ userId: user.id, sessionId: expect.any(String) });
    expect(lines.map((line) => JSON.stringify(line)).join('\n')).not.toContain(user.accessToken);
  });
});
