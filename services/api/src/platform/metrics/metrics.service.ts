import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';

/** Who served a read that could go to a replica (the `served_by` of its metric). */
export type ReadServedBy =
  'replica' | 'primary_lagging' | 'primary_replica_failed' | 'primary_via_read_port';

/** pg's pool counters (PostgreSQL only; PGlite has no pool). */
interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const BATCH_BUCKETS = [1, 2, 4, 8, 16, 32];
const LAG_BUCKETS = [0.1, 0.5, 1, 5, 15, 60, 300, 900];

/**
 * This instance's metrics in Prometheus form (GET /api/metrics, ops token): HTTP durations by route
 * and status, transfer outcomes and latency, write batches and how busy the write lane is, job lag
 * and failures, the jobs due (registered by JobsService), throttle refusals, the database pool,
 * and Node's own (event loop lag, heap, GC). One registry per app, so several apps in one process
 * (the tests) do not share series.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly httpDuration = new Histogram({
    name: 'vaultline_http_request_duration_seconds',
    help: 'HTTP request duration by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly transfers = new Histogram({
    name: 'vaultline_transfer_duration_seconds',
    help: 'Transfer requests by outcome (completed, pending, awaiting_code, under_review, scheduled, refused)',
    labelNames: ['outcome'] as const,
    buckets: SECONDS_BUCKETS,
    registers: [this.registry],
  });
  private readonly batchSize = new Histogram({
    name: 'vaultline_write_batch_size',
    help: 'Transfers written together in one database call',
    buckets: BATCH_BUCKETS,
    registers: [this.registry],
  });
  private readonly laneBusy = new Counter({
    name: 'vaultline_write_lane_busy_seconds_total',
    help: 'Time the transfer write lane spent on a batch (its rate is the lane occupancy, 0-1)',
    registers: [this.registry],
  });
  private readonly jobLag = new Histogram({
    name: 'vaultline_job_lag_seconds',
    help: 'From when a job was due to when a runner claimed it, by kind',
    labelNames: ['kind'] as const,
    buckets: LAG_BUCKETS,
    registers: [this.registry],
  });
  private readonly replicaReads = new Counter({
    name: 'vaultline_replica_reads_total',
    help:
      'Reads that could go to a replica, by who served them ' +
      '(replica, primary_lagging, primary_replica_failed, primary_via_read_port)',
    labelNames: ['served_by'] as const,
    registers: [this.registry],
  });
  private readonly jobFailures = new Counter({
    name: 'vaultline_job_failures_total',
    help: 'Job runs that failed (retried later or given up), by kind',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });
  private readonly throttled = new Counter({
    name: 'vaultline_throttle_refusals_total',
    help: 'Requests refused by a throttle, by what it counts (sign-in, code-send, register...)',
    labelNames: ['throttle'] as const,
    registers: [this.registry],
  });

  constructor(@InjectDataSource() db: DataSource) {
    collectDefaultMetrics({ register: this.registry, prefix: 'vaultline_' });
    this.poolGauges(db);
  }

  httpRequest(method: string, route: string, status: number, seconds: number): void {
    this.httpDuration.observe({ method, route, status: String(status) }, seconds);
  }

  transfer(outcome: string, seconds: number): void {
    this.transfers.observe({ outcome }, seconds);
  }

  writeBatch(size: number, seconds: number): void {
    this.batchSize.observe(size);
    this.laneBusy.inc(seconds);
  }

  jobClaimed(kind: string, lagSeconds: number): void {
    this.jobLag.observe({ kind }, Math.max(0, lagSeconds));
  }

  jobFailed(kind: string): void {
    this.jobFailures.inc({ kind });
  }

  /**
   * A gauge read when the metrics are scraped, one series per value of `label`, from what its
   * owner knows (the jobs queue: its depth by kind, in the database). After a read that fails, or
   * for a value no longer read, the series is absent (unknown, or none), not its last value.
   */
  gaugeFromRead(
    name: string,
    help: string,
    label: string,
    read: () => Promise<Map<string, number>>,
  ): void {
    new Gauge({
      name,
      help,
      labelNames: [label],
      registers: [this.registry],
      async collect() {
        const values = await read().catch(() => new Map<string, number>());
        this.reset();
        for (const [value, count] of values) this.set({ [label]: value }, count);
      },
    });
  }

  /** A read that could go to a replica (ReplicaReads), by who served it. */
  replicaRead(servedBy: ReadServedBy): void {
    this.replicaReads.inc({ served_by: servedBy });
  }

  /** A throttle key's first part names what it counts: sign-in:account:… → sign-in. */
  throttleRefused(key: string): void {
    this.throttled.inc({ throttle: key.split(':', 1)[0] });
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  private poolGauges(db: DataSource): void {
    const pool = () => (db.driver as unknown as { master?: Partial<PoolStats> }).master;
    const gauge = (name: string, help: string, read: (stats: Partial<PoolStats>) => unknown) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        collect() {
          const value = read(pool() ?? {});
          if (typeof value === 'number') this.set(value);
        },
      });
    gauge('vaultline_db_pool_connections', 'Open connections in the pool', (s) => s.totalCount);
    gauge('vaultline_db_pool_idle', 'Idle connections in the pool', (s) => s.idleCount);
    gauge('vaultline_db_pool_waiting', 'Queries waiting for a connection', (s) => s.waitingCount);
  }
}
