import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { RETENTION_DAYS, RETENTION_PURGE_EVERY_MS } from '@vaultline/contracts';
import { JobsService } from '../jobs/jobs.service';
import { deleteIdle } from './throttle.queries';

export const THROTTLE_PURGE_JOB = 'throttles.purge';
const PURGE_BATCH = 10_000;

/**
 * Deletes counters of attempts that saw no attempt for RETENTION_DAYS.idleThrottles days and hold
 * no wait that ends later (a lock in force is never deleted). Every window is a day at most, so a
 * counter whose window started that long ago has seen no attempt since.
 */
@Injectable()
export class ThrottleRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.repeat(THROTTLE_PURGE_JOB, RETENTION_PURGE_EVERY_MS, async (tx) => {
      await this.purgeIn(tx, new Date());
    });
  }

  /** One purge as of `now` (tests pass a later time); answers how many counters went. */
  purge(now: Date): Promise<number> {
    return this.db.transaction((tx) => this.purgeIn(tx, now));
  }

  private purgeIn(tx: EntityManager, now: Date): Promise<number> {
    const idleSince = new Date(now.getTime() - RETENTION_DAYS.idleThrottles * 86_400_000);
    return deleteIdle(tx, idleSince, PURGE_BATCH);
  }
}
