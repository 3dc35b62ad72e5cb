import { DataSource } from 'typeorm';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { databaseKinds } from '../../support/databases';
import { call, sameAnswer } from '../../support/http';
import { newCustomer, newEmail, registerVerified, STRONG_PASSWORD } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** Rows per table that a request may have written. */
type RowCounts = Record<'users' | 'one_time_codes' | 'audit_log' | 'jobs', number>;

/** Nobody learns which addresses have accounts: not from answers, not from the work done before answering. */
describe.each(databaseKinds())('which addresses have accounts stays private (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const runJobs = () => t.app.get(JobsService).runDue();
  const verify = (email: string, code: string, remoteAddress?: string) =>
    call(t, 'POST', '/api/auth/email/verify', { body: { email, code }, remoteAddress });
  const forgot = (email: string) =>
    call(t, 'POST', '/api/auth/password/forgot', { body: { email } });
  const rowCounts = async (): Promise<RowCounts> => {
    const [row] = await db.query<Array<Record<keyof RowCounts, string>>>(
      `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM one_time_codes) AS one_time_codes,
              (SELECT count(*) FROM audit_log) AS audit_log, (SELECT count(*) FROM jobs) AS jobs`,
    );
    return {
      users: Number(row.users),
      one_time_codes: Number(row.one_time_codes),
      audit_log: Number(row.audit_log),
      jobs: Number(row.jobs),
    };
  };
  const written = (before: RowCounts, after: RowCounts) => {
    const tables = Object.keys(after) as Array<keyof RowCounts>;
    return Object.fromEntries(tables.map((table) => [table, after[table] - before[table]]));
  };

  it('answers a wrong verification code the same for unknown, verified and waiting addresses', async () => {
    const verified = (await registerVerified(t)).email;
    const waiting = newEmail('waiting');
    const person = { firstName: 'w', lastName: 'x', email: waiting, password: STRONG_PASSWORD };
    await call(t, 'POST', '/api/auth/register', { body: person });
    const code = await t.mail.codeFor(waiting, /verification code/);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(
      [newEmail('unknown'), verified, waiting].map((email) => verify(email, wrong)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400]);
    expect(answers[0].body.code).toBe('AUTH_CODE_INVALID');
    expect(sameAnswer(answers[1].body)).toEqual(sameAnswer(answers[0].body));
    expect(sameAnswer(answers[2].body)).toEqual(sameAnswer(answers[0].body));
    // Only the right code of a waiting address verifies.
    expect((await verify(waiting, code)).body).toEqual({ message: 'Email Verified!' });
    expect(sameAnswer((await verify(waiting, code)).body)).toEqual(sameAnswer(answers[0].body));
  });

  it('throttles verification tries per address and per client address, known or not', async () => {
    const known = (await registerVerified(t)).email;
    for (const email of [known, newEmail('unknown')]) {
      const tries = await Promise.all(
        Array.from({ length: 13 }, () => verify(email, '123456', '192.0.2.1')),
      );
      expect(tries.filter((answer) => answer.status === 400)).toHaveLength(10);
      const refused = tries.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(3);
      expect(refused[0].body.code).toBe('AUTH_THROTTLED');
    }
    const spray = Array.from({ length: 83 }, () => newEmail('spray'));
    const fromOneAddress = await Promise.all(
      spray.map((email) => verify(email, '123456', '192.0.2.1')),
    );
    expect(fromOneAddress.filter((answer) => answer.status === 400)).toHaveLength(80);
    expect(fromOneAddress.filter((answer) => answer.status === 429)).toHaveLength(3);
    expect((await verify(newEmail('spray'), '123456', '192.0.2.2')).status).toBe(400);
  });

  it('does the same work for known and unknown addresses on forgot-password: one queued job, no link yet', async () => {
    const user = await newCustomer(t);
    const beforeUnknown = await rowCounts();
    const unknown = await forgot(newEmail('nobody'));
    const beforeKnown = await rowCounts();
    const known = await forgot(user.email);
    const after = await rowCounts();
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(written(beforeUnknown, beforeKnown)).toEqual({
      users: 0,
      one_time_codes: 0,
      audit_log: 0,
      jobs: 1,
    });
    expect(written(beforeKnown, after)).toEqual({
      users: 0,
      one_time_codes: 0,
      audit_log: 0,
      jobs: 1,
    });
    const jobs = await db.query<Array<{ payload: Record<string, unknown> }>>(
      "SELECT payload FROM jobs WHERE kind = 'auth.password_reset_mail' ORDER BY id",
    );
    expect(jobs.map((job) => Object.keys(job.payload).sort())).toEqual([
      ['email', 'ip'],
      ['email', 'ip'],
    ]);

    const since = t.mail.messages.length;
    await runJobs();
    expect(written(after, await rowCounts())).toMatchObject({ one_time_codes: 1 });
    const mail = await t.mail.waitFor(user.email, /Reset your Vaultline password/, since);
    expect(mail.text).toMatch(/\/reset-password#token=/);
    expect(t.mail.messages.slice(since).map((mail) => mail.to)).toEqual([[user.email]]);
  });

  it('delivers a refused reset mail on the next run, with a fresh link that supersedes the refused one', async () => {
    const user = await newCustomer(t);
    t.mail.refusing = true;
    await forgot(user.email);
    await runJobs();
    t.mail.refusing = false;
    const refusedMail = t.mail.refused.find(
      (mail) => mail.to.includes(user.email) && /Reset your/.test(mail.subject),
    );
    const refusedToken = /#token=([A-Za-z0-9_-]+)/.exec(refusedMail?.text ?? '')?.[1] as string;
    expect(refusedToken).toHaveLength(43);
    const [job] = await db.query<
      Array<{ id: string; status: string; attempts: number; last_error: string }>
    >(
      `SELECT id, status, attempts, last_error FROM jobs
       WHERE kind = 'auth.password_reset_mail' AND payload->>'email' = $1`,
      [user.email],
    );
    const lastError = 'The mail server did not take the message.';
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: lastError });

    // The retry is due (it waits 2 seconds): time moves along.
    await db.query('UPDATE jobs SET run_at = now() WHERE id = $1', [job.id]);
    const since = t.mail.messages.length;
    await runJobs();
    const delivered = await t.mail.waitFor(user.email, /Reset your/, since);
    const token = /#token=([A-Za-z0-9_-]+)/.exec(delivered.text)?.[1] as string;
    expect(token).not.toBe(refusedToken);
    const [done] = await db.query<Array<{ status: string }>>(
      'SELECT status FROM jobs WHERE id = $1',
      [job.id],
    );
    expect(done.status).toBe('done');
    const newPassword = 'after the retry passphrase';
    const reset = (withToken: string) =>
      call(t, 'POST', '/api/auth/password/reset', {
        body: { token: withToken, newPassword, confirmPassword: newPassword },
      });
    expect((await reset(refusedToken)).body.code).toBe('AUTH_RESET_LINK_INVALID');
    expect((await reset(token)).status).toBe(200);
  });

  it('answers an email change to a taken address like any other, tells its owner, and never confirms it', async () => {
    const owner = await newCustomer(t);
    const mover = await newCustomer(t);
    const other = await newCustomer(t);
    const free = newEmail('free');
    const change = (user: typeof mover, newEmail: string) =>
      call(t, 'POST', '/api/me/email', {
        token: user.accessToken,
        body: { newEmail, password: STRONG_PASSWORD },
      });
    const since = t.mail.messages.length;
    const taken = await change(mover, owner.email);
    const untaken = await change(other, free);
    expect(taken.status).toBe(200);
    expect(untaken.status).toBe(200);
    expect(taken.body.message.replace(owner.email, '<address>')).toBe(
      untaken.body.message.replace(free, '<address>'),
    );

    const notice = await t.mail.waitFor(
      owner.email,
      /Someone tried to move a Vaultline account to your email/,
      since,
    );
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    await t.mail.codeFor(free, /Confirm your new Vaultline email/, since);
    await runJobs();
    await t.mail.waitFor(mover.email, /email is being changed/, since);
    await t.mail.waitFor(other.email, /email is being changed/, since);

    // Even with the right code from the mover's current address, no code confirms a taken address.
    const currentCode = await t.mail.codeFor(mover.email, /Confirm the change/, since);
    for (const code of ['000000', '123456', '999999']) {
      const confirm = await call(t, 'POST', '/api/me/email/verify', {
        token: mover.accessToken,
        body: { code, currentCode },
      });
      expect(confirm.body.code).toBe('AUTH_CODE_INVALID');
    }
    expect((await call(t, 'GET', '/api/me', { token: mover.accessToken })).body.email).toBe(
      mover.email,
    );
    expect((await call(t, 'GET', '/api/me', { token: owner.accessToken })).body.email).toBe(
      owner.email,
    );
  });
});
