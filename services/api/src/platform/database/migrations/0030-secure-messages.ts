import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Secure messages (issue 40; modules/support):
 * - support_requests gains its conversation's state: who it is assigned to, when the first reply
 *   is due (the operator's reply-time promise, fixed when the request came in) and when it came,
 *   whose turn it is, when each side last read it (read receipts), and when it last moved.
 * - support_messages: every message after the request's own, in both directions, and staff's
 *   internal notes (never shown to the customer). Append-only: nobody edits or deletes what was said.
 * - change_requests may carry a second-factor reset (two staff members: one asks after checking the
 *   customer's identity, another approves); users.second_factor_reset_at starts the 24 hours in
 *   which payments to new recipients wait, as an email change does.
 */
export class SecureMessages1763800000030 implements MigrationInterface {
  name = 'SecureMessages1763800000030';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, REQUEST_STATE);
    await sqlRun(db, MESSAGES);
    await sqlRun(db, SECOND_FACTOR_RESET);
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `ALTER TABLE users DROP COLUMN second_factor_reset_at;
       ALTER TABLE change_requests DROP CONSTRAINT change_requests_kind_check,
         ADD CONSTRAINT change_requests_kind_check
           CHECK (kind IN ('bank_settings', 'transfer_settings', 'user'));
       DROP TABLE support_messages;
       ALTER TABLE support_requests DROP COLUMN assignee_id, DROP COLUMN reply_due_at,
         DROP COLUMN first_reply_at, DROP COLUMN awaiting, DROP COLUMN customer_read_at,
         DROP COLUMN staff_read_at, DROP COLUMN last_message_at;`,
    );
  }
}

const REQUEST_STATE = `
  ALTER TABLE support_requests
    ADD COLUMN assignee_id uuid REFERENCES users (id),
    ADD COLUMN reply_due_at timestamptz,
    ADD COLUMN first_reply_at timestamptz,
    ADD COLUMN awaiting text NOT NULL DEFAULT 'staff' CHECK (awaiting IN ('staff', 'customer')),
    ADD COLUMN customer_read_at timestamptz,
    ADD COLUMN staff_read_at timestamptz,
    ADD COLUMN last_message_at timestamptz;
  UPDATE support_requests SET reply_due_at = created_at + interval '24 hours', last_message_at = created_at;
  ALTER TABLE support_requests
    ALTER COLUMN reply_due_at SET NOT NULL,
    ALTER COLUMN last_message_at SET NOT NULL,
    ALTER COLUMN last_message_at SET DEFAULT now();
  CREATE INDEX support_requests_inbox_idx ON support_requests (status, last_message_at DESC);`;

const MESSAGES = `
  CREATE TABLE support_messages (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    request_id uuid NOT NULL REFERENCES support_requests (id),
    author_id uuid NOT NULL REFERENCES users (id),
    author_kind text NOT NULL CHECK (author_kind IN ('customer', 'staff')),
    internal boolean NOT NULL DEFAULT false,
    body text NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT support_messages_notes_by_staff CHECK (NOT internal OR author_kind = 'staff')
  );
  CREATE INDEX support_messages_request_idx ON support_messages (request_id, created_at);
  CREATE TRIGGER support_messages_append_only BEFORE UPDATE OR DELETE ON support_messages
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
  CREATE TRIGGER support_messages_no_truncate BEFORE TRUNCATE ON support_messages
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
  GRANT SELECT, INSERT ON support_messages TO vaultline_app;`;

const SECOND_FACTOR_RESET = `
  ALTER TABLE change_requests DROP CONSTRAINT change_requests_kind_check,
    ADD CONSTRAINT change_requests_kind_check
      CHECK (kind IN ('bank_settings', 'transfer_settings', 'user', 'second_factor_reset'));
  ALTER TABLE users ADD COLUMN second_factor_reset_at timestamptz;`;
