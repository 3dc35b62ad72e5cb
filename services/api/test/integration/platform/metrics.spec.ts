import { DataSource } from 'typeorm';
import { JobsService } from '../../../src/platform/jobs/jobs.service';
import { fundedCustomer, knownPayee, transfer } from '../../support/banking';
import { databaseKinds } from '../../support/databases';
import { call } from '../../support/http';
import { newCustomer } from '../../support/identity';
import type { TestApp } from '../../support/test-app';
import { startTestApp, TEST_OPS_TOKEN } from '../../support/test-app';

/** The value of one series in a Prometheus text exposition (0 when absent). */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((row) => row.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe.each(databaseKinds())('metrics on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await call(t, 'GET', '/api/metrics', { token: TEST_OPS_TOKEN });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text;
  };

  it('are for the ops token only', async () => {
    expect((await call(t, 'GET', '/api/metrics')).status).toBe(401);
    const customer = await newCustomer(t);
    const asCustomer = await call(t, 'GET', '/api/metrics', { token: customer.accessToken });
    expect([401, 403]).toContain(asCustomer.status);
  });

  it('time requests by route pattern and status, and show Node and the pool', async () => {
    await call(t, 'GET', '/api/health');
    await call(t, 'GET', '/api/transfers/00000000-0000-4000-8000-000000000000');
    const text = await scrape();
    expect(
      sample(
        text,
        'vaultline_http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toContain('route="/api/transfers/:id",status="401"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(/^vaultline_nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^vaultline_nodejs_heap_size_used_bytes \d/m);
    if (kind === 'postgres')
      expect(sample(text, 'vaultline_db_pool_connections')).toBeGreaterThan(0);
  });

  it('count transfers by outcome, the batches that wrote them and the jobs they queued', async () => {
    const before = await scrape();
    const sender = await fundedCustomer(t, 100_00);
    const recipient = await fundedCustomer(t, 0);
    await knownPayee(t, sender, recipient.accountNumber);
    const sent = await transfer(t, sender, {
      amountMinor: 5_00,
      toNumber: recipient.accountNumber,
    });
    expect(sent.body.outcome).toBe('completed');
    const today = new Date().toISOString().slice(0, 10);
    const weekly = await transfer(t, sender, {
      amountMinor: 1_00,
      toNumber: recipient.accountNumber,
      timing: { type: 'recurring', frequency: 'weekly', startDate: today },
    });
    expect(weekly.body.outcome).toBe('scheduled');
    await t.app.get(JobsService).runDue();
    const after = await scrape();
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('vaultline_transfer_duration_seconds_count{outcome="completed"}')).toBe(1);
    expect(grew('vaultline_write_batch_size_count')).toBeGreaterThanOrEqual(1);
    expect(grew('vaultline_write_lane_busy_seconds_total')).toBeGreaterThan(0);
    expect(grew('vaultline_job_lag_seconds_count{kind="schedule.run"}')).toBe(1);
    expect(grew('vaultline_transfer_duration_seconds_count{outcome="scheduled"}')).toBe(1);
  });

  it('show how many jobs of each kind are due, from the database every instance shares', async () => {
    const jobs = t.app.get(JobsService);
    const ran: unknown[] = [];
    jobs.register('test.metrics-due', async (_tx, payload) => void ran.push(payload.n));
    const due = async () => sample(await scrape(), 'vaultline_jobs_due{kind="test.metrics-due"}');
    expect(await due()).toBe(0);
    await t.app.get(DataSource).transaction(async (tx) => {
      for (const n of [1, 2, 3]) await jobs.enqueue(tx, 'test.metrics-due', new Date(), { n });
      await jobs.enqueue(tx, 'test.metrics-due', new Date(Date.now() + 3_600_000), { n: 4 });
    });
    expect(await due()).toBe(3);
    await jobs.runDue();
    expect(ran.sort()).toEqual([1, 2, 3]);
    expect(await scrape()).not.toContain('vaultline_jobs_due{kind="test.metrics-due"}');
  });

  it('count throttle refusals by what the throttle counts', async () => {
    const customer = await newCustomer(t);
    for (let attempt = 0; attempt < 7; attempt += 1)
      await call(t, 'POST', '/api/auth/sign-in', {
        body: { email: customer.email, password: 'not the password at all' },
      });
    expect(
      sample(await scrape(), 'vaultline_throttle_refusals_total{throttle="sign-in"}'),
    ).toBeGreaterThan(0);
  });
});
