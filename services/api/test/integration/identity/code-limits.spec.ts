import { DataSource } from 'typeorm';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import type { Customer } from '../../support/banking';
import { fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import type { CallResult } from '../../support/http';
import { call } from '../../support/http';
import type { TestUser } from '../../support/identity';
import { newCustomer, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** Each code allows 5 tries; these limits hold across codes, however many are asked for. */
describe.each(databaseKinds())('limits across one-time codes (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const runJobs = () => t.app.get(JobsService).runDue();
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const sendUnlockCode = (user: TestUser) =>
    call(t, 'POST', '/api/transfers/pin/unlock/send-code', { token: user.accessToken });
  const auditCount = async (userId: string, action: string) => {
    const sql = 'SELECT count(*) AS n FROM audit_log WHERE target_id = $1 AND action = $2';
    const [row] = await db.query<Array<{ n: string }>>(sql, [userId, action]);
    return Number(row.n);
  };

  /** Signs in with the password; answers the challenge id and the emailed code. */
  async function signInChallenge(user: TestUser): Promise<{ response: CallResult; code: string }> {
    const since = t.mail.messages.length;
    const body = { email: user.email, password: STRONG_PASSWORD };
    const response = await call(t, 'POST', '/api/auth/sign-in', { body });
    const challenged = response.body.status === 'code_required';
    const code = challenged ? await t.mail.codeFor(user.email, /sign-in code/, since) : '';
    return { response, code };
  }

  async function lockedPinCustomer(): Promise<Customer> {
    const from = await fundedCustomer(t, 10_000);
    const to = await fundedCustomer(t, 0);
    await knownPayee(t, from, to.accountNumber);
    for (let i = 0; i < 5; i += 1) {
      await transfer(t, from, { amountMinor: 100, toNumber: to.accountNumber, pin: '0909' });
    }
    return from;
  }

  it('blocks sign-in codes after 10 wrong ones across 3 codes: AUTH_CODE_LOCKED, one email, audited', async () => {
    const user = await newCustomer(t);
    await call(t, 'PATCH', '/api/me/preferences', {
      token: user.accessToken,
      body: { twoFactorEnabled: true },
    });
    await runJobs(); // its security notice is emailed now, before the mails counted below
    let last = { challengeId: '', code: '' };
    for (const wrongTries of [5, 4, 1]) {
      const { response, code } = await signInChallenge(user);
      last = { challengeId: response.body.challengeId, code };
      for (let i = 0; i < wrongTries; i += 1) {
        const body = { challengeId: last.challengeId, code: wrongFor(code) };
        const answer = await call(t, 'POST', '/api/auth/sign-in/code', { body });
        expect(answer.status).toBe(400);
      }
    }
    // The tenth wrong code blocked them: even the right code of a fresh challenge is refused.
    const right = await call(t, 'POST', '/api/auth/sign-in/code', { body: last });
    expect(right.status).toBe(429);
    expect(right.body.code).toBe('AUTH_CODE_LOCKED');
    expect(right.body.details.retryAfterS).toBeGreaterThan(23 * 3600);
    const mailsBefore = t.mail.to(user.email).length;
    const again = await signInChallenge(user);
    expect(again.response.status).toBe(429);
    expect(again.response.body.code).toBe('AUTH_CODE_LOCKED');

    await runJobs();
    await t.mail.waitFor(user.email, /We blocked codes on your Vaultline account/);
    const subjects = t.mail
      .to(user.email)
      .slice(mailsBefore)
      .map((mail) => mail.subject);
    expect(subjects).toEqual(['We blocked codes on your Vaultline account']);
    expect(await auditCount(user.id, 'auth.codes_locked')).toBe(1);
    // Other kinds of code are not blocked: the user can still change the email.
    const body = { newEmail: `moved.${user.email}`, password: STRONG_PASSWORD };
    const change = await call(t, 'POST', '/api/me/email', { token: user.accessToken, body });
    expect(change.status).toBe(200);
  });

  it('sends PIN unlock codes like other codes: the first and 3 more every 15 minutes', async () => {
    const from = await lockedPinCustomer();
    const sends = await Promise.all(Array.from({ length: 6 }, () => sendUnlockCode(from)));
    expect(sends.filter((send) => send.status === 200)).toHaveLength(3);
    const refused = sends.filter((send) => send.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0].body.code).toBe('AUTH_CODE_RESEND_LIMIT');
  });

  it('blocks PIN unlock codes after 10 wrong ones across codes', async () => {
    const from = await lockedPinCustomer();
    const unlock = (code: string) =>
      call(t, 'POST', '/api/transfers/pin/unlock', { token: from.accessToken, body: { code } });
    let code = await t.mail.codeFor(from.email, /Unblock your Vaultline transfers/);
    for (const wrongTries of [5, 4, 1]) {
      if (wrongTries !== 5) {
        const since = t.mail.messages.length;
        expect((await sendUnlockCode(from)).status).toBe(200);
        code = await t.mail.codeFor(from.email, /Unblock your Vaultline transfers/, since);
      }
      for (let i = 0; i < wrongTries; i += 1)
        expect((await unlock(wrongFor(code))).status).toBe(400);
    }
    const right = await unlock(code);
    expect(right.body.code).toBe('AUTH_CODE_LOCKED');
    const resend = await sendUnlockCode(from);
    expect(resend.body.code).toBe('AUTH_CODE_LOCKED');
    expect(await auditCount(from.id, 'auth.codes_locked')).toBe(1);
  });
});
