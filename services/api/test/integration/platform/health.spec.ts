import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { sqlRun } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import type { TestApp } from '../../support/test-app';
import { startTestApp, TEST_OPS_TOKEN } from '../../support/test-app';

/** The workspace's version, as the API reads it (it runs from the workspace's root). */
const rootPackage = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
  version: string;
};

/** Callers that are not ops: nobody, a wrong token, a customer-looking token, a token with junk after it. */
const ANONYMOUS: Array<{ who: string; token: string | null }> = [
  { who: 'no token', token: null },
  { who: 'a wrong token', token: 'not-the-ops-token-0123456789abcdefghijkl' },
  { who: 'the ops token with junk after it', token: `${TEST_OPS_TOKEN}x` },
];

describe.each(databaseKinds())('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { jobsPollMs: 50 });
  });
  afterAll(() => t.close());

  it('tells ops the version, commit and uptime the process runs', async () => {
    const live = await call(t, 'GET', '/api/health/live', { token: TEST_OPS_TOKEN });
    expect(live.status).toBe(200);
    expect(live.body).toEqual({
      status: 'ok',
      version: rootPackage.version,
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      uptimeS: expect.any(Number),
    });
  });

  // Security review, issue 36, item 16: what runs (and since when) is for the ops token only.
  it('answers a probe without the ops token with the status alone, live or ready', async () => {
    for (const { who, token } of ANONYMOUS) {
      for (const url of ['/api/health/live', '/api/health/ready']) {
        const response = await call(t, 'GET', url, { token });
        expect({ who, url, status: response.status, body: response.body }).toEqual({
          who,
          url,
          status: 200,
          body: { status: 'ok' },
        });
        expect(response.text).not.toContain(rootPackage.version);
      }
    }
  });

  it('is ready when the database answers, every migration has run and the jobs runner is alive', async () => {
    const ready = await call(t, 'GET', '/api/health/ready', { token: TEST_OPS_TOKEN });
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: 'ok',
      version: rootPackage.version,
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      database: kind,
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
    // A runner whose last good run is minutes old is failing.
    expect(t.app.get(JobsService).runnerState(Date.now() + 5 * 60_000)).toBe('failing');
  });

  it('is not ready while a migration this build knows is missing: ops see which check fails, others the 503 alone', async () => {
    const db = t.app.get(DataSource);
    const [row] = await db.query<Array<{ timestamp: string; name: string }>>(
      'SELECT timestamp::text AS timestamp, name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    await sqlRun(db, 'DELETE FROM migrations WHERE name = $1', [row.name]);
    try {
      const ready = await call(t, 'GET', '/api/health/ready', { token: TEST_OPS_TOKEN });
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { checks: { database: 'ok', migrations: 'failing', jobs: 'ok' } },
      });
      const anonymous = await call(t, 'GET', '/api/health/ready');
      expect([anonymous.status, anonymous.headers['retry-after']]).toEqual([503, '5']);
      expect(anonymous.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
      expect(anonymous.body.details).toEqual({ retryAfterS: 5 });
      expect((await call(t, 'GET', '/api/health/live')).status).toBe(200);
    } finally {
      await sqlRun(db, 'INSERT INTO migrations (timestamp, name) VALUES ($1, $2)', [
        row.timestamp,
        row.name,
      ]);
    }
    expect((await call(t, 'GET', '/api/health/ready')).status).toBe(200);
  });
});
