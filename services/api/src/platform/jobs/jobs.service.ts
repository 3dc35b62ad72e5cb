import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sqlRows } from '../database/sql';

export type JobHandler = (tx: EntityManager, payload: Record<string, unknown>) => Promise<void>;

interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const CLAIM_BATCH = 20;
const ATTEMPTS_MAX = 5;
/** A claimed job not finished within this time (its process died) is taken up again. */
const LEASE_MS = 5 * 60_000;

/**
 * A job queue in the database (settlements, expiries, scheduled transfers). Safe with several
 * API processes: jobs are claimed with FOR UPDATE SKIP LOCKED, and each job's effect commits in
 * the same transaction that marks it done, so a job takes effect once even if a process dies.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(kind: string, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Queues a job inside the caller's transaction (it exists only if that transaction commits). */
  async enqueue(tx: EntityManager, kind: string, runAt: Date, payload: Record<string, unknown>): Promise<void> {
    await tx.query('INSERT INTO jobs (kind, run_at, payload) VALUES ($1, $2, $3)', [kind, runAt, JSON.stringify(payload)]);
  }

  /** Runs every job that is due now; answers how many ran. The poller calls it; tests call it to move time along. */
  runDue(): Promise<number> {
    this.running ??= this.drain().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  onApplicationBootstrap(): void {
    if (this.config.jobsPollMs > 0) this.timer = setInterval(() => void this.runDue(), this.config.jobsPollMs);
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const jobs = await this.claim();
      for (const job of jobs) await this.run(job);
      total += jobs.length;
      if (jobs.length < CLAIM_BATCH) return total;
    }
  }

  private claim(): Promise<JobRow[]> {
    return sqlRows<JobRow>(
      this.db,
      `UPDATE jobs SET status = 'running', locked_until = now() + $2 * interval '1 millisecond', attempts = attempts + 1, updated_at = now()
       WHERE id IN (
         SELECT id FROM jobs
         WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
         ORDER BY run_at LIMIT $1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, payload, attempts`,
      [CLAIM_BATCH, LEASE_MS],
    );
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      await this.db.transaction(async (tx) => {
        await handler(tx, job.payload);
        await tx.query("UPDATE jobs SET status = 'done', locked_until = NULL, updated_at = now() WHERE id = $1", [job.id]);
      });
    } catch (error) {
      const message = (error as Error).message;
      this.logger.error(`Job ${job.id} (${job.kind}) failed on attempt ${job.attempts}: ${message}`);
      const retryMs = 1000 * 2 ** job.attempts;
      await this.db.query(
        `UPDATE jobs SET status = CASE WHEN attempts >= $2 THEN 'failed' ELSE 'queued' END,
           run_at = now() + $3 * interval '1 millisecond', last_error = $4, locked_until = NULL, updated_at = now() WHERE id = $1`,
        [job.id, ATTEMPTS_MAX, retryMs, message.slice(0, 500)],
      );
    }
  }
}
