import { Inject, Injectable, Logger } from '@nestjs/common';
import type { BeforeApplicationShutdown, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { databaseUnreachable } from '../database/sql-error';
import { MetricsService } from '../metrics/metrics.service';
import { DEFAULT_ATTEMPTS_MAX, JobExecutor } from './job-executor';
import { JobsWake } from './jobs-wake';
import {
  claimJobs,
  countDueByKind,
  insertJob,
  lockAndFindQueued,
  releaseClaims,
} from './jobs.queries';
import type { JobHandler, JobKindOptions, JobRow, RegisteredKind } from './jobs.types';

const CLAIM_BATCH = 20;
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
  /** The kinds that repeat (see repeat), and how often: each is queued at boot unless it waits already. */
  private readonly repeating = new Map<string, number>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  /** Set when jobs were queued while a run was under way: that run looks once more before it ends. */
  private lookAgain = false;
  /** Claims of a run the database's loss cut short, handed back at the next run. */
  private cutShort: Array<Pick<JobRow, 'id' | 'attempts'>> = [];
  private stopped = false;
  /** When the last run of the poller ended without failing (ms since epoch), and when the current one began. */
  private lastRunEndedAt: number | null = null;
  private runStartedAt: number | null = null;
  /** Wake-ups between the processes that queue jobs and those that run them (PostgreSQL only). */
  private readonly wakeAcross: JobsWake | null;
  /** Runs the claimed jobs (their transactions, retries and failures). */
  private readonly executor: JobExecutor;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsService,
  ) {
    const database = config.database;
    this.wakeAcross = database.kind === 'postgres' ? new JobsWake(db, database.appUrl) : null;
    this.executor = new JobExecutor(db, metrics, this.logger, this.kinds);
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

  /**
   * A kind that runs every `everyMs` for as long as the bank runs (sweeps, clocks, purges): a chain
   * of jobs, each queuing the next in its own transaction; the first is queued at boot, by one
   * process only, unless one waits already.
   */
  repeat(kind: string, everyMs: number, handler: JobHandler): void {
    this.repeating.set(kind, everyMs);
    this.register(kind, async (tx, payload) => {
      const after = await handler(tx, payload);
      await this.enqueue(tx, kind, new Date(Date.now() + everyMs), {});
      return after;
    });
  }

  /** Queues the first job of each repeating kind that has none waiting; a failure is logged, not fatal. */
  private async startRepeating(): Promise<void> {
    for (const [kind, everyMs] of this.repeating) {
      try {
        await this.db.transaction((tx) =>
          this.enqueueUnlessQueued(tx, kind, new Date(Date.now() + everyMs), {}),
        );
      } catch (error) {
        this.logger.error(`Could not queue ${kind}: ${(error as Error).message}`);
      }
    }
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

  async onApplicationBootstrap(): Promise<void> {
    this.startedAt = Date.now();
    await this.startRepeating();
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
    await this.releaseCutShort();
    for (;;) {
      this.lookAgain = false;
      const jobs = await this.claim();
      jobs.forEach((job) => this.metrics.jobClaimed(job.kind, job.lag_s));
      await this.runClaimed(jobs);
      total += jobs.length;
      if (this.stopped || (jobs.length < CLAIM_BATCH && !this.lookAgain)) return total;
    }
  }

  /** Runs a claim; when the database is lost during it, remembers the claim to hand it back. */
  private async runClaimed(jobs: JobRow[]): Promise<void> {
    try {
      for (const group of this.executor.mergeable(jobs)) await this.executor.runTogether(group);
    } catch (error) {
      if (databaseUnreachable(error))
        this.cutShort.push(...jobs.map(({ id, attempts }) => ({ id, attempts })));
      throw error;
    }
  }

  private async releaseCutShort(): Promise<void> {
    if (this.cutShort.length === 0) return;
    await releaseClaims(this.db, this.cutShort);
    this.logger.warn(`Queued again ${this.cutShort.length} job(s) a lost database cut short`);
    this.cutShort = [];
  }

  private claim(): Promise<JobRow[]> {
    return claimJobs(this.db, CLAIM_BATCH, LEASE_MS);
  }
}
