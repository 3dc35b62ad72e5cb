import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { RETENTION_DAYS, RETENTION_PURGE_EVERY_MS } from '@vaultline/contracts';
import { sqlRows } from '../../platform/database/sql';
import { JobsService } from '../../platform/jobs/jobs.service';

export const IDENTITY_PURGE_JOB = 'identity.purge';
/** Rows one run deletes of each kind at most; the next run (6 hours on) takes the rest. */
const PURGE_BATCH = 10_000;

/** What one purge deleted. */
export interface IdentityPurge {
  sessions: number;
  codes: number;
}

interface DeletedRow {
  deleted: number;
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
    const endedBefore = daysBefore(now, RETENTION_DAYS.endedSessions);
    const ended = `SELECT id FROM sessions
      WHERE expires_at < $1 OR revoked_at < $1 ORDER BY expires_at LIMIT ${PURGE_BATCH}`;
    await sqlRows(
      tx,
      `DELETE FROM refresh_tokens WHERE session_id IN (${ended}) RETURNING 1 AS deleted`,
      [endedBefore],
    );
    const sessions = await sqlRows<DeletedRow>(
      tx,
      `DELETE FROM sessions WHERE id IN (${ended}) RETURNING 1 AS deleted`,
      [endedBefore],
    );
    const codes = await sqlRows<DeletedRow>(
      tx,
      `DELETE FROM one_time_codes WHERE id IN (SELECT id FROM one_time_codes
         WHERE expires_at < $1 OR consumed_at < $1 LIMIT ${PURGE_BATCH}) RETURNING 1 AS deleted`,
      [daysBefore(now, RETENTION_DAYS.spentCodes)],
    );
    return { sessions: sessions.length, codes: codes.length };
  }
}
