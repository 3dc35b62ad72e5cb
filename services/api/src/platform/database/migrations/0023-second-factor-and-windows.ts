import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';
import TRANSFER_START_0014 from './0014-sql-functions/transfer-start.sql';
import RECIPIENT_WINDOWS from './0023-second-factor-and-windows/recipient-windows.sql';
import TRANSFER_START from './0023-second-factor-and-windows/transfer-start.sql';

/**
 * The second security review (issue 36):
 * - known_devices (identity): a browser that passed a second factor for an account, by the keyed
 *   hash of its device cookie's id; sign-in from any other browser asks for a second factor.
 * - email_changes (profile): each change of a sign-in address, with the keyed hash of the link that
 *   lets the old address cancel it for 24 hours; users.email_changed_at holds payments to new
 *   recipients, new payees and PIN resets for those hours.
 * - recipient_windows (transfers): the first-payment window with each recipient, however it became
 *   known, and the running total sent in it; transfer_start_many checks and counts it under a lock
 *   (transfer-start.sql), replacing payees.cooling_until, which capped each payment and went with
 *   a deleted payee.
 */
export class SecondFactorAndWindows1763800000023 implements MigrationInterface {
  name = 'SecondFactorAndWindows1763800000023';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, TABLES);
    await sqlRun(db, BACKFILL_WINDOWS);
    await sqlRun(db, 'ALTER TABLE payees DROP COLUMN cooling_until');
    await sqlRun(
      db,
      `ALTER TYPE transfer_locks ADD ATTRIBUTE windows text[], ADD ATTRIBUTE window_sent bigint[],
         ADD ATTRIBUTE window_ends timestamptz[];
       DROP FUNCTION transfer_refusal(jsonb, transfer_locks, integer, integer, integer);`,
    );
    await db.query(RECIPIENT_WINDOWS);
    await db.query(TRANSFER_START);
  }

  async down(db: QueryRunner): Promise<void> {
    // The types' dependent functions go with them; 0014's file makes both again as it left them.
    await sqlRun(db, 'DROP TYPE transfer_locks CASCADE; DROP TYPE transfer_decisions CASCADE;');
    await db.query(TRANSFER_START_0014);
    await sqlRun(
      db,
      `DROP FUNCTION recipient_window_open(uuid, text, text, integer);
       DROP FUNCTION recipient_window_give_back(uuid, text, text, bigint, timestamptz);
       ALTER TABLE payees ADD COLUMN cooling_until timestamptz;
       UPDATE payees p SET cooling_until = w.ends_at FROM recipient_windows w
         WHERE w.user_id = p.user_id AND w.routing_number = p.routing_number
           AND w.account_number = p.account_number AND w.ends_at > now();
       ALTER TABLE users DROP COLUMN email_changed_at;
       DROP TABLE email_changes; DROP TABLE known_devices; DROP TABLE recipient_windows;`,
    );
  }
}

const TABLES = `
  CREATE TABLE known_devices (
    user_id uuid NOT NULL REFERENCES users (id),
    device_hash text NOT NULL,
    second_factor_at timestamptz NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, device_hash)
  );

  CREATE TABLE email_changes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    old_email text NOT NULL,
    new_email text NOT NULL,
    changed_at timestamptz NOT NULL DEFAULT now(),
    cancel_hash text NOT NULL UNIQUE,
    cancel_until timestamptz NOT NULL,
    cancelled_at timestamptz
  );
  CREATE INDEX email_changes_user_idx ON email_changes (user_id, changed_at DESC);
  ALTER TABLE users ADD COLUMN email_changed_at timestamptz;

  CREATE TABLE recipient_windows (
    user_id uuid NOT NULL REFERENCES users (id),
    routing_number text NOT NULL,
    account_number text NOT NULL,
    opened_at timestamptz,
    ends_at timestamptz,
    sent_minor bigint NOT NULL DEFAULT 0 CHECK (sent_minor >= 0),
    PRIMARY KEY (user_id, routing_number, account_number),
    CONSTRAINT recipient_windows_open_together CHECK ((opened_at IS NULL) = (ends_at IS NULL))
  );

  GRANT SELECT, INSERT, UPDATE, DELETE ON known_devices TO vaultline_app;
  GRANT SELECT, INSERT, UPDATE ON email_changes, recipient_windows TO vaultline_app;`;

/**
 * Every payee already known opened its window when it was saved (added from the payees page: until
 * its cooling-off ended); what was sent to it since counts. Transfers still on their way to a
 * recipient not saved yet count in a window that has not opened.
 */
const BACKFILL_WINDOWS = `
  INSERT INTO recipient_windows (user_id, routing_number, account_number, opened_at, ends_at, sent_minor)
    SELECT p.user_id, p.routing_number, p.account_number, p.created_at,
           coalesce(p.cooling_until, p.created_at + b.new_payee_cooling_hours * interval '1 hour'),
           coalesce((SELECT sum(t.amount_minor) FROM transfers t
                     WHERE t.user_id = p.user_id AND t.recipient->>'routingNumber' = p.routing_number
                       AND t.recipient->>'accountNumber' = p.account_number AND t.created_at >= p.created_at
                       AND t.status NOT IN ('failed', 'rejected', 'cancelled')), 0)
    FROM payees p CROSS JOIN bank_settings b WHERE b.id = 1;
  INSERT INTO recipient_windows (user_id, routing_number, account_number, sent_minor)
    SELECT t.user_id, t.recipient->>'routingNumber', t.recipient->>'accountNumber', sum(t.amount_minor)
    FROM transfers t WHERE t.status IN ('awaiting_code', 'under_review', 'pending')
    GROUP BY 1, 2, 3
    ON CONFLICT DO NOTHING;`;
