import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * A scheduled transfer whose code never came is closed as 'expired' (by the schedule.expire job, a
 * day after it was made) instead of waiting for ever in 'awaiting_code'. Schedules already waiting
 * get their expiry job here.
 */
export class ScheduleExpiry1763800000015 implements MigrationInterface {
  name = 'ScheduleExpiry1763800000015';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `
      ALTER TABLE transfer_schedules DROP CONSTRAINT transfer_schedules_status_check,
        ADD CONSTRAINT transfer_schedules_status_check
          CHECK (status IN ('awaiting_code', 'active', 'cancelled', 'finished', 'expired'))`,
    );
    await sqlRun(
      db,
      `
      INSERT INTO jobs (kind, run_at, payload)
      SELECT 'schedule.expire', greatest(created_at + interval '24 hours', now()), jsonb_build_object('scheduleId', id)
        FROM transfer_schedules WHERE status = 'awaiting_code'`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `
      DELETE FROM jobs WHERE kind = 'schedule.expire' AND status = 'queued';
      UPDATE transfer_schedules SET status = 'cancelled' WHERE status = 'expired';
      ALTER TABLE transfer_schedules DROP CONSTRAINT transfer_schedules_status_check,
        ADD CONSTRAINT transfer_schedules_status_check
          CHECK (status IN ('awaiting_code', 'active', 'cancelled', 'finished'))`,
    );
  }
}
