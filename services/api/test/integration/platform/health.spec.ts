import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { sqlRun } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { startTestApp, TestApp } from '../../support/test-app';

/** The workspace's version, as the API reads it (it runs from the workspace's root). */
const rootPackage = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
  version: string;
};

describe.each(databaseKinds())('health on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind, { jobsPollMs: 50 });
  });
  afterAll(() => t.close());

  it('says the process is live, with the version and commit it runs', async () => {
    const live = await call(t, 'GET', '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.body).toEqual({
      status: 'ok',
      version: rootPackage.version,
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      uptimeS: expect.any(Number),
    });
  });

  it('is ready when the database answers, every migration has run and the jobs runner is alive', async () => {
    const ready = await call(t, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body).toMatchObject({
      status: 'ok',
      database: kind,
      checks: { database: 'ok', migrations: 'ok', jobs: 'ok' },
    });
    // A runner whose last good run is minutes old is failing.
    expect(t.app.get(JobsService).runnerState(Date.now() + 5 * 60_000)).toBe('failing');
  });

  it('is not ready while a migration this build knows is missing, and says which check fails', async () => {
    const db = t.app.get(DataSource);
    const [row] = await db.query<Array<{ timestamp: string; name: string }>>(
      'SELECT timestamp::text AS timestamp, name FROM migrations ORDER BY id DESC LIMIT 1',
    );
    await sqlRun(db, 'DELETE FROM migrations WHERE name = $1', [row.name]);
    try {
      const ready = await call(t, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.body).toMatchObject({
        code: 'SERVICE_UNAVAILABLE',
        details: { checks: { database: 'ok', migrations: 'failing', jobs: 'ok' } },
      });
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
