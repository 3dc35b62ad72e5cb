import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { RETENTION_DAYS, RETENTION_PURGE_EVERY_MS } from '@vaultline/contracts';
import { JobsService } from '../../platform/jobs/jobs.service';
import { deleteEndedSessions, deleteSpentCodes } from './retention.queries';

export const IDENTITY_PURGE_JOB = 'identity.purge';
/** Rows one run deletes of each kind at most; the next run (6 hours on) takes the rest. */
const PURGE_BATCH = 10_000;

/** What one purge deleted. */
export interface IdentityPurge {
  sessions: number;
  codes: number;
}

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000);

/**
 * Deletes what the privacy policy says is not kept: sessions (and their refresh tokens) 90 days
 * after they ended, one-time codes 7 days after they were used or expired (RETENTION_DAYS).
 */
@Injectable()
export class IdentityRetention implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.repeat(IDENTITY_PURGE_JOB, RETENTION_PURGE_EVERY_MS, async (tx) => {
      await this.purgeIn(tx, new Date());
    });
  }

  /** One purge as of `now` (tests pass a later time). */
  purge(now: Date): Promise<IdentityPurge> {
    return this.db.transaction((tx) => this.purgeIn(tx, now));
  }

  private async purgeIn(tx: EntityManager, now: Date): Promise<IdentityPurge> {
    const sessions = await deleteEndedSessions(
      tx,
      daysBefore(now, RETENTION_DAYS.endedSessions),
      PURGE_BATCH,
    );
    const codes = await deleteSpentCodes(
      tx,
      daysBefore(now, RETENTION_DAYS.spentCodes),
      PURGE_BATCH,
    );
    return { sessions, codes };
  }
}
