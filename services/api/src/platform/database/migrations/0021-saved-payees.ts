import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Saved payees: a payee now has an id (for the payees page), a label the customer chose, the
 * result of the name check when it was added, and, when it was added from the payees page, the
 * end of its cooling-off period. The bank settings gain the cooling-off rule: while a payee is
 * new, each payment to it may be at most an amount, for a number of hours.
 */
export class SavedPayees1763800000021 implements MigrationInterface {
  name = 'SavedPayees1763800000021';

  async up(db: QueryRunner): Promise<void> {
    for (const statement of [
      `ALTER TABLE payees
        ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid(),
        ADD COLUMN label text,
        ADD COLUMN name_check text
          CHECK (name_check IN ('match', 'close_match', 'no_match', 'not_checked')),
        ADD COLUMN cooling_until timestamptz`,
      `ALTER TABLE payees ADD CONSTRAINT payees_id_key UNIQUE (id)`,
      `ALTER TABLE bank_settings
        ADD COLUMN new_payee_limit_minor bigint NOT NULL DEFAULT 50000
          CHECK (new_payee_limit_minor >= 0),
        ADD COLUMN new_payee_cooling_hours integer NOT NULL DEFAULT 24
          CHECK (new_payee_cooling_hours BETWEEN 0 AND 720)`,
    ])
      await sqlRun(db, statement);
  }

  async down(db: QueryRunner): Promise<void> {
    for (const statement of [
      `ALTER TABLE bank_settings DROP COLUMN new_payee_cooling_hours, DROP COLUMN new_payee_limit_minor`,
      `ALTER TABLE payees DROP CONSTRAINT payees_id_key`,
      `ALTER TABLE payees
        DROP COLUMN cooling_until, DROP COLUMN name_check, DROP COLUMN label, DROP COLUMN id`,
    ])
      await sqlRun(db, statement);
  }
}
