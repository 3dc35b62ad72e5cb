import type { Logger } from '@nestjs/common';
import type { DataSource, EntityManager } from 'typeorm';
import type { MetricsService } from '../metrics/metrics.service';
import { markJobsDone, scheduleRetry } from './jobs.queries';
import type { JobRow, RegisteredKind } from './jobs.types';

export const DEFAULT_ATTEMPTS_MAX = 5;
/** Retries wait 2, 4, 8… seconds, at most this long. */
const RETRY_DELAY_MAX_MS = 10 * 60_000;

/**
 * Runs claimed jobs for JobsService: each job's effect commits in the transaction that marks it
 * done; a failed job is tried again later (or fails for good after its kind's attempts).
 */
export class JobExecutor {
  constructor(
    private readonly db: DataSource,
    private readonly metrics: MetricsService,
    private readonly logger: Logger,
    private readonly kinds: ReadonlyMap<string, RegisteredKind>,
  ) {}

  /** The claimed jobs in order, those of a mergeable kind gathered into one group per kind. */
  mergeable(jobs: JobRow[]): JobRow[][] {
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
  async runTogether(jobs: JobRow[]): Promise<void> {
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
