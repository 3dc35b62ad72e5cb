import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { createApp } from '../../../src/create-app';
import { sqlRun } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { describeOnPostgres } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer } from '../../support/identity';
import { startTestApp, TestApp } from '../../support/test-app';

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
