import { DataSource } from 'typeorm';
import { RETENTION_DAYS } from '@vaultline/contracts';
import {
  IDENTITY_PURGE_JOB,
  IdentityRetention,
} from '../../../src/modules/identity/identity-retention';
import { sqlRows, sqlRun } from '../../../src/platform/database/sql';
import {
  THROTTLE_PURGE_JOB,
  ThrottleRetention,
} from '../../../src/platform/throttle/throttle-retention';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const DAY_MS = 86_400_000;

describe.each(databaseKinds())('what the privacy policy says is not kept (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  const count = async (sql: string, params: unknown[]) =>
    (await sqlRows<{ n: number }>(db, `SELECT count(*)::int AS n FROM ${sql}`, params))[0]?.n;
  const sessionsOf = (userId: string) => count('sessions WHERE user_id = $1', [userId]);

  it('queues both purges at boot, every 6 hours', async () => {
    const queued = await sqlRows<{ kind: string }>(
      db,
      "SELECT DISTINCT kind FROM jobs WHERE status = 'queued' AND kind = ANY($1) ORDER BY kind",
      [[IDENTITY_PURGE_JOB, THROTTLE_PURGE_JOB]],
    );
    expect(queued.map((row) => row.kind)).toEqual([IDENTITY_PURGE_JOB, THROTTLE_PURGE_JOB]);
  });

  it('deletes sessions 90 days after they ended, with their refresh tokens; later ones stay', async () => {
    const [old, recent, live] = [await newCustomer(t), await newCustomer(t), await newCustomer(t)];
    for (const user of [old, recent])
      await call(t, 'POST', '/api/auth/sign-out', { cookie: user.refreshCookie });
    const endedDaysAgo = async (userId: string, days: number) =>
      sqlRun(db, 'UPDATE sessions SET revoked_at = $2, expires_at = $2 WHERE user_id = $1', [
        userId,
        new Date(Date.now() - days * DAY_MS),
      ]);
    await endedDaysAgo(old.id, RETENTION_DAYS.endedSessions + 1);
    await endedDaysAgo(recent.id, RETENTION_DAYS.endedSessions - 1);

    const purged = await t.app.get(IdentityRetention).purge(new Date());
    expect(purged.sessions).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf(old.id)).toBe(0);
    expect(await sessionsOf(recent.id)).toBe(1);
    expect(await sessionsOf(live.id)).toBe(1);
    expect((await call(t, 'GET', '/api/me', { token: live.accessToken })).status).toBe(200);
  });

  it('deletes one-time codes 7 days after they were used or expired', async () => {
    const user = await newCustomer(t);
    const codesOf = () => count('one_time_codes WHERE user_id = $1', [user.id]);
    const before = await codesOf();
    expect(before).toBeGreaterThan(0);
    const now = Date.now();
    const afterDays = (days: number) => new Date(now + days * DAY_MS);
    // Registration's code was used today: kept for 7 days, gone after.
    await t.app.get(IdentityRetention).purge(afterDays(RETENTION_DAYS.spentCodes - 1));
    expect(await codesOf()).toBe(before);
    await t.app.get(IdentityRetention).purge(afterDays(RETENTION_DAYS.spentCodes + 1));
    expect(await codesOf()).toBe(0);
  });

  it('deletes counters idle for 30 days, never one whose lock is still in force', async () => {
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    const idle = RETENTION_DAYS.idleThrottles + 1;
    await sqlRun(
      db,
      `INSERT INTO throttles (key, consecutive, window_started_at, window_count, blocked_until)
       VALUES ('retention:idle', 2, $1, 2, NULL), ('retention:recent', 1, $2, 1, NULL),
              ('retention:locked', 9, $1, 9, 'infinity')`,
      [ago(idle), ago(1)],
    );
    expect(await t.app.get(ThrottleRetention).purge(new Date())).toBeGreaterThanOrEqual(1);
    const left = await sqlRows<{ key: string }>(
      db,
      "SELECT key FROM throttles WHERE key LIKE 'retention:%' ORDER BY key",
      [],
    );
    expect(left.map((row) => row.key)).toEqual(['retention:locked', 'retention:recent']);
  });
});
