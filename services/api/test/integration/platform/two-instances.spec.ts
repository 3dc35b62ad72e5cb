import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../../../src/create-app';
import type { DatabaseConfig } from '../../../src/platform/config/app-config';
import { sqlFirst, sqlRun } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { describeOnPostgres } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** The same database reached over the server's (first) Unix socket directory, as `?host=` in the URLs. */
async function throughSocket(database: DatabaseConfig): Promise<DatabaseConfig> {
  if (database.kind !== 'postgres') throw new Error('PostgreSQL only');
  const owner = new Client({ connectionString: database.url });
  await owner.connect();
  try {
    const { rows } = await owner.query<{ dir: string }>(
      "SELECT trim(split_part(current_setting('unix_socket_directories'), ',', 1)) AS dir",
    );
    expect(rows[0].dir).toMatch(/^\//);
    const bySocket = (url: string) => {
      const parsed = new URL(url);
      parsed.host = 'localhost';
      parsed.searchParams.set('host', rows[0].dir);
      return parsed.toString();
    };
    return { ...database, url: bySocket(database.url), appUrl: bySocket(database.appUrl) };
  } finally {
    await owner.end();
  }
}

/** How long a bank settings change may take to reach another instance (BANK_SETTINGS_TTL_MS). */
const SETTINGS_BOUND_MS = 5_000;

/**
 * Two API processes' worth of state on one database: what one instance changes, the other must
 * honour: at once for sessions, within the stated bound for the bank settings it caches.
 */
describeOnPostgres('two instances on one database (postgres)', () => {
  let t: TestApp;
  let other: NestFastifyApplication;
  beforeAll(async () => {
    t = await startTestApp('postgres');
    other = await createApp(t.config);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const onOther = (url: string, token: string) =>
    other.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('a sign-out everywhere on one instance ends the session on the other at once', async () => {
    const user = await newCustomer(t);
    expect((await onOther('/api/accounts', user.accessToken)).statusCode).toBe(200);
    const out = await call(t, 'POST', '/api/auth/sign-out-everywhere', { token: user.accessToken });
    expect(out.status).toBe(204);
    expect((await onOther('/api/accounts', user.accessToken)).statusCode).toBe(401);
  });

  it('an instance that reaches PostgreSQL over its Unix socket serves the same sessions', async () => {
    const user = await newCustomer(t);
    const overSocket = await throughSocket(t.config.database);
    const socketApp = await createApp({ ...t.config, database: overSocket });
    try {
      const accounts = await socketApp.inject({
        method: 'GET',
        url: '/api/accounts',
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
      expect(accounts.statusCode).toBe(200);
      // A connection over a Unix socket has no client address.
      const peer = await sqlFirst<{ address: string | null }>(
        socketApp.get(DataSource),
        'SELECT inet_client_addr()::text AS address',
      );
      expect(peer).toEqual({ address: null });
    } finally {
      await socketApp.close();
    }
  });

  it('a job queued where no jobs run is run at once by an instance that runs them, not at its next poll', async () => {
    const runner = await createApp({ ...t.config, jobsPollMs: 60_000 });
    try {
      const ran: unknown[] = [];
      runner.get(JobsService).register('test.woken', async (_tx, payload) => {
        ran.push(payload.n);
      });
      const jobs = t.app.get(JobsService);
      await t.app.get(DataSource).transaction(async (tx) => {
        await jobs.enqueue(tx, 'test.woken', new Date(), { n: 1 });
      });
      const queuedAt = Date.now();
      // Woken until it runs: the runner listens once its own connection is up.
      while (ran.length === 0 && Date.now() - queuedAt < 5_000) {
        jobs.wake();
        await new Promise((wait) => setTimeout(wait, 100));
      }
      expect(ran).toEqual([1]);
    } finally {
      await runner.close();
    }
  });

  it(`a bank settings change reaches the other instance within ${SETTINGS_BOUND_MS / 1000} s`, async () => {
    const user = await newCustomer(t);
    const threshold = async () =>
      (await onOther('/api/transfers/limits', user.accessToken)).json<{
        stepUpThresholdMinor: number;
      }>().stepUpThresholdMinor;
    const before = await threshold();
    const changedAt = Date.now();
    await sqlRun(
      t.app.get(DataSource),
      'UPDATE bank_settings SET step_up_threshold_minor = step_up_threshold_minor + 100 WHERE id = 1',
    );
    while ((await threshold()) === before) {
      expect(Date.now() - changedAt).toBeLessThan(SETTINGS_BOUND_MS + 500);
      await new Promise((wait) => setTimeout(wait, 200));
    }
    expect(await threshold()).toBe(before + 100);
  });
});
