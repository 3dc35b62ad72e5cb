import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Mobile check deposit (issue 38, part 2; modules/deposits):
 * - check_images: each photo a customer sent, as the server re-encoded it (a new JPEG: no EXIF, no
 *   trailing bytes), with the hash of the stored bytes and of the pixels it was decoded to.
 *   Append-only: the application role may insert and read, never change or delete.
 * - check_deposits: one deposited check (amount, check number, the MICR routing and account the
 *   customer typed, front and back photos), its review (one or two approvers, fixed at submission
 *   by the bank's threshold), its availability (the next-day part and the rest) and its return.
 *   A check is deposited once: the same MICR line and amount, or the same front photo, cannot be
 *   live twice (rejected deposits do not count).
 * - check_holds: the bank's internal account holding approved checks' money until it is available.
 * - bank_settings: the deposit limits per day and month, the part available the next business
 *   day, the hold on the rest, and the amount above which two staff members approve.
 */
export class CheckDeposits1763800000026 implements MigrationInterface {
  name = 'CheckDeposits1763800000026';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, IMAGES);
    await sqlRun(db, DEPOSITS);
    await sqlRun(db, SETTINGS_AND_ACCOUNT);
  }

  /** Refused (by the postings' foreign key) once money has moved through check_holds. */
  async down(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `DROP TABLE check_deposits; DROP TABLE check_images;
       DELETE FROM ledger_accounts WHERE code = 'check_holds';
       ALTER TABLE bank_settings DROP COLUMN check_daily_limit_minor, DROP COLUMN check_monthly_limit_minor,
         DROP COLUMN check_next_day_minor, DROP COLUMN check_hold_business_days,
         DROP COLUMN check_two_approvers_above_minor;`,
    );
  }
}

const IMAGES = `
  CREATE TABLE check_images (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    media_type text NOT NULL CHECK (media_type = 'image/jpeg'),
    bytes bytea NOT NULL,
    sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
    pixels_sha256 text NOT NULL CHECK (pixels_sha256 ~ '^[0-9a-f]{64}$'),
    width integer NOT NULL CHECK (width > 0),
    height integer NOT NULL CHECK (height > 0),
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX check_images_user_idx ON check_images (user_id, created_at DESC);
  CREATE TRIGGER check_images_append_only BEFORE UPDATE OR DELETE ON check_images
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
  CREATE TRIGGER check_images_no_truncate BEFORE TRUNCATE ON check_images
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
  GRANT SELECT, INSERT ON check_images TO vaultline_app;`;

const DEPOSITS = `
  CREATE TABLE check_deposits (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    account_id uuid NOT NULL REFERENCES ledger_accounts (id),
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    check_number text NOT NULL CHECK (check_number ~ '^[0-9]{1,10}$'),
    micr_routing text NOT NULL CHECK (micr_routing ~ '^[0-9]{9}$'),
    micr_account text NOT NULL CHECK (micr_account ~ '^[0-9]{4,17}$'),
    front_image_id uuid NOT NULL REFERENCES check_images (id),
    back_image_id uuid NOT NULL REFERENCES check_images (id),
    front_pixels_sha256 text NOT NULL,
    status text NOT NULL CHECK (status IN ('in_review', 'needs_image', 'approved', 'available', 'rejected', 'returned')),
    approvals_needed smallint NOT NULL CHECK (approvals_needed IN (1, 2)),
    first_approver_id uuid REFERENCES users (id),
    first_approved_at timestamptz,
    decided_by uuid REFERENCES users (id),
    decided_at timestamptz,
    -- What the customer is told: why it was rejected, or what a better photo needs.
    staff_note text,
    next_day_minor bigint NOT NULL DEFAULT 0 CHECK (next_day_minor >= 0),
    next_day_at timestamptz,
    rest_at timestamptz,
    released_minor bigint NOT NULL DEFAULT 0 CHECK (released_minor >= 0),
    return_reason text,
    returned_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT check_deposits_released_within CHECK (released_minor <= amount_minor),
    CONSTRAINT check_deposits_two_people CHECK (
      approvals_needed = 1 OR status NOT IN ('approved', 'available', 'returned')
      OR (first_approver_id IS NOT NULL AND decided_by <> first_approver_id)),
    CONSTRAINT check_deposits_why CHECK (status NOT IN ('rejected', 'needs_image') OR staff_note IS NOT NULL),
    CONSTRAINT check_deposits_returned_why CHECK ((status = 'returned') = (return_reason IS NOT NULL))
  );
  CREATE UNIQUE INDEX check_deposits_micr_once_idx ON check_deposits (micr_routing, micr_account, check_number, amount_minor)
    WHERE status <> 'rejected';
  CREATE UNIQUE INDEX check_deposits_photo_once_idx ON check_deposits (front_pixels_sha256) WHERE status <> 'rejected';
  CREATE INDEX check_deposits_user_idx ON check_deposits (user_id, created_at DESC);
  CREATE INDEX check_deposits_queue_idx ON check_deposits (created_at) WHERE status = 'in_review';
  GRANT SELECT, INSERT, UPDATE ON check_deposits TO vaultline_app;`;

const SETTINGS_AND_ACCOUNT = `
  ALTER TABLE bank_settings
    ADD COLUMN check_daily_limit_minor bigint NOT NULL DEFAULT 500000 CHECK (check_daily_limit_minor >= 0),
    ADD COLUMN check_monthly_limit_minor bigint NOT NULL DEFAULT 2000000 CHECK (check_monthly_limit_minor >= 0),
    ADD COLUMN check_next_day_minor bigint NOT NULL DEFAULT 22500 CHECK (check_next_day_minor >= 0),
    ADD COLUMN check_hold_business_days integer NOT NULL DEFAULT 2 CHECK (check_hold_business_days BETWEEN 0 AND 10),
    ADD COLUMN check_two_approvers_above_minor bigint NOT NULL DEFAULT 500000
      CHECK (check_two_approvers_above_minor >= 0);
  INSERT INTO ledger_accounts (kind, code, type, name) VALUES
    ('internal', 'check_holds', 'internal', 'Mobile check deposits approved, on hold');`;
