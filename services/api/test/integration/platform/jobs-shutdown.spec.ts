import { DataSource } from 'typeorm';
import { sqlRows } from '../../../src/platform/database/sql';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { databaseKinds } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

const QUEUED = 45;

/**
 * A shutdown lets the jobs in hand finish and claims no more: a long queue (a burst of notices)
 * waits for the next process instead of holding this one's exit, where a deploy would kill it
 * mid-job and its mail would go twice.
 */
describe.each(databaseKinds())('jobs at shutdown (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('finishes the jobs it holds and leaves the rest queued', async () => {
    const jobs = t.app.get(JobsService);
    const db = t.app.get(DataSource);
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let ran = 0;
    jobs.register('test.gated', async () => {
      await gate;
      ran += 1;
      return undefined;
    });
    for (let i = 0; i < QUEUED; i += 1)
      await jobs.enqueue(db.manager, 'test.gated', new Date(), { i });

    // The shutdown begins while the run's first batch waits at the gate.
    const run = jobs.runDue();
    const shutdown = jobs.beforeApplicationShutdown();
    release();
    await Promise.all([run, shutdown]);

    const rows = await sqlRows<{ status: string; count: string }>(
      db,
      "SELECT status, count(*) AS count FROM jobs WHERE kind = 'test.gated' GROUP BY status",
    );
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
    expect(ran).toBeGreaterThan(0);
    expect(ran).toBeLessThan(QUEUED);
    expect(count('done')).toBe(ran);
    expect(count('queued')).toBe(QUEUED - ran);
  });
});
