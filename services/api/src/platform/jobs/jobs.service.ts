import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../metrics/metrics.service';
import { JobsWake } from './jobs-wake';
import {
  claimJobs,
  countDueByKind,
  insertJob,
  lockAndFindQueued,
  markJobsDone,
  scheduleRetry,
} from './jobs.queries';
import type { JobHandler, JobKindOptions, JobRow, RegisteredKind } from './jobs.types';

const CLAIM_BATCH = 20;
const DEFAULT_ATTEMPTS_MAX = 5;
/** Retries wait 2, 4, 8… seconds, at most this long. */
const RETRY_DELAY_MAX_MS = 10 * 60_000;
/** A claimed job not finished within this time (its process died) is taken up again. */
const LEASE_MS = 5 * 60_000;

/**
 * A job queue in the database (settlements, expiries, scheduled transfers, the mail outbox). Safe
 * with several API processes: jobs are claimed with FOR UPDATE SKIP LOCKED, and each job's effect
 * commits in the same transaction that marks it done, so a job takes effect once even if a process
 * dies (a job with an AfterCommit step, such as a mail, takes effect at least once).
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly kinds = new Map<string, RegisteredKind>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  /** Set when jobs were queued while a run was under way: that run looks once more before it ends. */
  private lookAgain = false;
  private stopped = false;
  /** When the last run of the poller ended without failing (ms since epoch), and when the current one began. */
  private lastRunEndedAt: number | null = null;
  private runStartedAt: number | null = null;
  /** Wake-ups between the processes that queue jobs and those that run them (PostgreSQL only). */
  private readonly wakeAcross: JobsWake | null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {
    const database = config.database;
    this.wakeAcross = database.kind === 'postgres' ? new JobsWake(db, database.appUrl) : null;
    metrics.gaugeFromRead(
      'vaultline_jobs_due',
      'Jobs due and not done (waiting for a runner, or running) by kind, in the database all instances share',
      'kind',
      () => this.dueByKind(),
    );
  }

  /** How many jobs of each kind are due and not done: the queue a jobs process works through. */
  private async dueByKind(): Promise<Map<string, number>> {
    const rows = await countDueByKind(this.db.manager);
    return new Map(rows.map((row) => [row.kind, row.due]));
  }

  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
    this.kinds.set(kind, {
      handler,
      attemptsMax: options.attemptsMax ?? DEFAULT_ATTEMPTS_MAX,
      merge: options.merge,
    });
  }

  /** Queues a job inside the caller's transaction (it exists only if that transaction commits). */
  async enqueue(
    tx: EntityManager,
    kind: string,
    runAt: Date,
    payload: Record<string, unknown>,
  ): Promise<void> {
    await insertJob(tx, kind, runAt, payload);
  }

  /**
   * Queues a job unless one of its kind is already waiting (a chain of jobs that each queue the
   * next, such as month-end statements, started by every process at boot). Processes queuing at
   * once take turns on an advisory lock held until their transaction ends, so only one queues.
   */
  async enqueueUnlessQueued(
    tx: EntityManager,
    kind: string,
    runAt: Date,
    payload: Record<string, unknown>,
  ): Promise<boolean> {
    if (await lockAndFindQueued(tx, kind)) return false;
    await this.enqueue(tx, kind, runAt, payload);
    return true;
  }

  /**
   * Runs due jobs soon, without waiting for the next poll: call it after the transaction that
   * queued a job has committed. An instance that runs no jobs tells those that do (JobsWake, on
   * PostgreSQL); in tests, which run jobs themselves, nobody listens.
   */
  wake(): void {
    if (this.config.jobsPollMs > 0) setImmediate(() => this.runInBackground());
    else this.wakeAcross?.notify();
  }

  /** Runs every job that is due now; answers how many ran. The poller calls it; tests call it to move time along. */
  runDue(): Promise<number> {
    if (this.stopped) return Promise.resolve(0);
    if (this.running) {
      this.lookAgain = true;
      return this.running;
    }
    this.runStartedAt = Date.now();
    this.running = this.drain()
      .then((count) => ((this.lastRunEndedAt = Date.now()), count))
      .finally(() => {
        this.running = null;
        this.runStartedAt = null;
      });
    return this.running;
  }

  /** When the poller started (a runner that has not finished its first run yet is not failing). */
  private startedAt = Date.now();

  onApplicationBootstrap(): void {
    this.startedAt = Date.now();
    if (this.config.jobsPollMs === 0) return;
    this.timer = setInterval(() => this.runInBackground(), this.config.jobsPollMs);
    void this.wakeAcross?.listen(() => this.runInBackground());
  }

  /**
   * Whether this instance's runner is alive: 'off' when it runs no jobs (JOBS_POLL_MS=0);
   * 'failing' when no run has ended well within ten polls (and 30 s), or one has run past a lease.
   */
  runnerState(now = Date.now()): 'ok' | 'failing' | 'off' {
    if (this.config.jobsPollMs === 0) return 'off';
    if (this.stopped) return 'failing';
    if (this.runStartedAt !== null && now - this.runStartedAt > LEASE_MS) return 'failing';
    const bound = 10 * this.config.jobsPollMs + 30_000;
    const since = this.lastRunEndedAt ?? this.startedAt;
    return now - since <= bound ? 'ok' : 'failing';
  }

  /**
   * Before the database closes: no new runs, and the current run claims no more; the jobs it holds
   * finish (a job cut short runs again after its lease). A long queue is left to the next process.
   */
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.wakeAcross?.close();
    await this.running?.catch((error: unknown) =>
      this.logger.error(`Last run failed: ${(error as Error).message}`),
    );
  }

  /** A run nobody waits for (poller, wake-up): a failure to reach the database is logged; the next run tries again. */
  private runInBackground(): void {
    this.runDue().catch((error: unknown) =>
      this.logger.error(`Could not run jobs: ${(error as Error).message}`),
    );
  }

  private async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      this.lookAgain = false;
      const jobs = await this.claim();
      jobs.forEach((job) => this.metrics.jobClaimed(job.kind, job.lag_s));
      for (const group of this.mergeable(jobs)) await this.runTogether(group);
      total += jobs.length;
      if (this.stopped || (jobs.length < CLAIM_BATCH && !this.lookAgain)) return total;
    }
  }

  private claim(): Promise<JobRow[]> {
    return claimJobs(this.db, CLAIM_BATCH, LEASE_MS);
  }

  /** The claimed jobs in order, those of a mergeable kind gathered into one group per kind. */
  private mergeable(jobs: JobRow[]): JobRow[][] {
    const groups: JobRow[][] = [];
    const byKind = new Map<string, JobRow[]>();
    for (const job of jobs) {
      if (!this.kinds.get(job.kind)?.merge) {
        groups.push([job]);
        continue;
      }
      const group = byKind.get(job.kind);
      if (group) {
        group.push(job);
        continue;
      }
      const first = [job];
      byKind.set(job.kind, first);
      groups.push(first);
    }
    return groups;
  }

  /** Jobs of one kind as one (see JobKindOptions.merge); a lone job, or a failed group, job by job. */
  private async runTogether(jobs: JobRow[]): Promise<void> {
    const kindName = jobs[0]?.kind ?? '';
    const kind = this.kinds.get(kindName);
    if (jobs.length === 1 || !kind?.merge) {
      for (const job of jobs) await this.run(job);
      return;
    }
    const merge = kind.merge;
    try {
      await this.db.transaction(async (tx) => {
        const next = await kind.handler(tx, merge(jobs.map((job) => job.payload)));
        if (next) throw new Error('A merged job kind must do all its work in its transaction');
        await this.markDone(tx, jobs);
      });
    } catch (error) {
      const why = (error as Error).message;
      this.logger.warn(`${jobs.length} ${kindName} jobs failed together (${why}); each runs alone`);
      for (const job of jobs) await this.run(job);
    }
  }

  private async run(job: JobRow): Promise<void> {
    const kind = this.kinds.get(job.kind);
    try {
      if (!kind) throw new Error(`No handler for job kind ${job.kind}`);
      const afterCommit = await this.db.transaction(async (tx) => {
        const next = await kind.handler(tx, job.payload);
        if (!next) await this.markDone(tx, [job]);
        return next;
      });
      if (afterCommit) {
        await afterCommit();
        await this.markDone(this.db.manager, [job]);
      }
    } catch (error) {
      this.metrics.jobFailed(job.kind);
      await this.retryLater(
        job,
        kind?.attemptsMax ?? DEFAULT_ATTEMPTS_MAX,
        (error as Error).message,
      );
    }
  }

  private async markDone(db: EntityManager, jobs: JobRow[]): Promise<void> {
    await markJobsDone(
      db,
      jobs.map((job) => job.id),
    );
  }

  private async retryLater(job: JobRow, attemptsMax: number, message: string): Promise<void> {
    this.logger.error(`Job ${job.id} (${job.kind}) failed on attempt ${job.attempts}: ${message}`);
    const retryMs = Math.min(RETRY_DELAY_MAX_MS, 1000 * 2 ** job.attempts);
    await scheduleRetry(this.db, job, attemptsMax, retryMs, message);
  }
}
