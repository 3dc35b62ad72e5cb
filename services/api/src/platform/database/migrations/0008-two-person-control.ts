import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two-person control beyond large adjustments:
 * - change_requests: a staff member's request to change a bank setting, a customer's transfer
 *   limits or a person's role or email, applied only when a different staff member approves it.
 *   The table itself refuses an applied or rejected request decided by its maker.
 * - adjustment_requests learns 'withdrawn' (the maker takes a request back) and the same rule.
 * - staff_adjustment_totals: what each staff member posted today without a second approver, so an
 *   adjustment that would take them over the bank's per-staff daily total waits for one too.
 */
export class TwoPersonControl1763800000008 implements MigrationInterface {
  name = 'TwoPersonControl1763800000008';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE change_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('bank_settings', 'transfer_settings', 'user')),
        -- The person the change is about (null for bank settings).
        subject_id uuid REFERENCES users (id),
        -- The exact change, as the API's field names and values; before: the values when it was requested.
        changes jsonb NOT NULL CHECK (jsonb_typeof(changes) = 'object' AND changes <> '{}'::jsonb),
        before jsonb NOT NULL CHECK (jsonb_typeof(before) = 'object'),
        reason text NOT NULL CHECK (length(reason) > 0),
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'applied', 'rejected', 'withdrawn')),
        maker_id uuid NOT NULL REFERENCES users (id),
        checker_id uuid REFERENCES users (id),
        decision_reason text,
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        CHECK ((kind = 'bank_settings') = (subject_id IS NULL)),
        CHECK (status = 'pending' OR (decided_at IS NOT NULL AND checker_id IS NOT NULL)),
        CHECK (status NOT IN ('applied', 'rejected') OR checker_id <> maker_id),
        CHECK (status <> 'withdrawn' OR checker_id = maker_id)
      );
      CREATE INDEX change_requests_pending_idx ON change_requests (created_at) WHERE status = 'pending';
      GRANT SELECT, INSERT, UPDATE ON change_requests TO vaultline_app;
      REVOKE DELETE, TRUNCATE ON change_requests FROM vaultline_app;

      ALTER TABLE adjustment_requests DROP CONSTRAINT adjustment_requests_status_check;
      ALTER TABLE adjustment_requests ADD CONSTRAINT adjustment_requests_status_check
        CHECK (status IN ('pending', 'posted', 'rejected', 'withdrawn'));
      -- Until now a maker took a request back by rejecting it: that was a withdrawal.
      UPDATE adjustment_requests SET status = 'withdrawn' WHERE status = 'rejected' AND checker_id = maker_id;
      -- Why a request waits: above the single-adjustment threshold, or over the maker's daily total.
      ALTER TABLE adjustment_requests ADD COLUMN approval_rule text
        CHECK (approval_rule IN ('threshold', 'staff_daily_total'));
      ALTER TABLE adjustment_requests ADD CONSTRAINT adjustment_requests_two_people
        CHECK (checker_id IS NULL OR (status = 'withdrawn') = (checker_id = maker_id));

      -- Default: a staff member posts at most $5,000.00 a day without a second approver.
      ALTER TABLE bank_settings ADD COLUMN staff_daily_adjustment_limit_minor bigint NOT NULL DEFAULT 500000
        CHECK (staff_daily_adjustment_limit_minor >= 0);

      CREATE TABLE staff_adjustment_totals (
        staff_id uuid NOT NULL REFERENCES users (id),
        day date NOT NULL,
        total_minor bigint NOT NULL CHECK (total_minor >= 0),
        PRIMARY KEY (staff_id, day)
      );
      GRANT SELECT, INSERT, UPDATE ON staff_adjustment_totals TO vaultline_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE staff_adjustment_totals;
      ALTER TABLE bank_settings DROP COLUMN staff_daily_adjustment_limit_minor;
      ALTER TABLE adjustment_requests DROP CONSTRAINT adjustment_requests_two_people;
      ALTER TABLE adjustment_requests DROP COLUMN approval_rule;
      UPDATE adjustment_requests SET status = 'rejected' WHERE status = 'withdrawn';
      ALTER TABLE adjustment_requests DROP CONSTRAINT adjustment_requests_status_check;
      ALTER TABLE adjustment_requests ADD CONSTRAINT adjustment_requests_status_check
        CHECK (status IN ('pending', 'posted', 'rejected'));
      DROP TABLE change_requests;
    `);
  }
}
