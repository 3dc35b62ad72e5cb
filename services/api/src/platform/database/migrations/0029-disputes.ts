import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Disputes under Regulation E (issue 39, part 2; modules/disputes, ADR 0013):
 * - dispute_attachments (disputes): a photo or PDF a customer sent as evidence, kept as sent with
 *   its hash, append-only; served only to staff.
 * - disputes (disputes): a disputed card payment or outgoing transfer (its facts copied when filed),
 *   the reason and description, the clock (provisional credit due, resolve by; 45 or 90 days; late
 *   filing), the provisional credit and its reversal, the decision (two approvers above a
 *   threshold), the money recovered by a chargeback. One live dispute per payment.
 * - dispute_events (disputes): each step, what the customer was told or staff noted
 *   (staff_only), append-only.
 * - dispute_credits: the bank's internal account that pays provisional credits and takes back
 *   reversals and chargebacks.
 */
export class Disputes1763800000029 implements MigrationInterface {
  name = 'Disputes1763800000029';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, ATTACHMENTS);
    await sqlRun(db, DISPUTES);
    await sqlRun(db, EVENTS_AND_ACCOUNT);
  }

  /** Refused (by the postings' foreign key) once money has moved through dispute_credits. */
  async down(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `DROP TABLE dispute_events; DROP TABLE disputes; DROP TABLE dispute_attachments;
       DELETE FROM ledger_accounts WHERE code = 'dispute_credits';`,
    );
  }
}

const ATTACHMENTS = `
  CREATE TABLE dispute_attachments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    media_type text NOT NULL CHECK (media_type IN ('image/jpeg', 'image/png', 'application/pdf')),
    bytes bytea NOT NULL CHECK (length(bytes) BETWEEN 1 AND 5242880),
    sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX dispute_attachments_user_idx ON dispute_attachments (user_id, created_at DESC);
  CREATE TRIGGER dispute_attachments_append_only BEFORE UPDATE OR DELETE ON dispute_attachments
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
  CREATE TRIGGER dispute_attachments_no_truncate BEFORE TRUNCATE ON dispute_attachments
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
  GRANT SELECT, INSERT ON dispute_attachments TO vaultline_app;`;

const DISPUTES = `
  CREATE TABLE disputes (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    account_id uuid NOT NULL REFERENCES ledger_accounts (id),
    subject_kind text NOT NULL CHECK (subject_kind IN ('card', 'transfer')),
    subject_id uuid NOT NULL,
    counterparty text NOT NULL CHECK (length(counterparty) BETWEEN 1 AND 80),
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    transaction_at timestamptz NOT NULL,
    reason text NOT NULL CHECK (
      reason IN ('not_recognised', 'charged_twice', 'wrong_amount', 'not_received', 'cancelled')),
    description text NOT NULL CHECK (length(description) BETWEEN 1 AND 2000),
    attachment_id uuid REFERENCES dispute_attachments (id),
    status text NOT NULL CHECK (status IN ('open', 'info_requested', 'granted', 'denied', 'withdrawn')),
    late_filing boolean NOT NULL,
    resolve_days smallint NOT NULL CHECK (resolve_days IN (45, 90)),
    provisional_due date NOT NULL,
    resolve_by date NOT NULL,
    credited_minor bigint NOT NULL DEFAULT 0 CHECK (credited_minor >= 0),
    credited_at timestamptz,
    -- The customer's history line of the credit (pending while provisional).
    credit_line_id uuid,
    reversal_on date,
    reversed_minor bigint NOT NULL DEFAULT 0 CHECK (reversed_minor >= 0),
    recovered_minor bigint NOT NULL DEFAULT 0 CHECK (recovered_minor >= 0),
    question text,
    decision_note text,
    approvals_needed smallint NOT NULL CHECK (approvals_needed IN (1, 2)),
    first_approver_id uuid REFERENCES users (id),
    decided_by uuid REFERENCES users (id),
    decided_at timestamptz,
    escalated_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT disputes_credit_once CHECK (credited_minor IN (0, amount_minor)),
    CONSTRAINT disputes_reversal_within CHECK (reversed_minor <= credited_minor),
    CONSTRAINT disputes_two_people CHECK (
      approvals_needed = 1 OR status <> 'granted' OR decided_by IS NULL
      OR (first_approver_id IS NOT NULL AND decided_by <> first_approver_id)),
    CONSTRAINT disputes_decided CHECK ((status IN ('granted', 'denied')) = (decided_at IS NOT NULL))
  );
  CREATE UNIQUE INDEX disputes_once_idx ON disputes (subject_kind, subject_id) WHERE status <> 'withdrawn';
  CREATE INDEX disputes_user_idx ON disputes (user_id, created_at DESC);
  CREATE INDEX disputes_queue_idx ON disputes (resolve_by) WHERE status IN ('open', 'info_requested');
  GRANT SELECT, INSERT, UPDATE ON disputes TO vaultline_app;`;

const EVENTS_AND_ACCOUNT = `
  CREATE TABLE dispute_events (
    id bigserial PRIMARY KEY,
    dispute_id uuid NOT NULL REFERENCES disputes (id),
    kind text NOT NULL CHECK (length(kind) BETWEEN 1 AND 40),
    text text NOT NULL CHECK (length(text) BETWEEN 1 AND 2000),
    staff_only boolean NOT NULL DEFAULT false,
    actor_id uuid REFERENCES users (id),
    attachment_id uuid REFERENCES dispute_attachments (id),
    created_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX dispute_events_dispute_idx ON dispute_events (dispute_id, id);
  CREATE TRIGGER dispute_events_append_only BEFORE UPDATE OR DELETE ON dispute_events
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
  GRANT SELECT, INSERT ON dispute_events TO vaultline_app;
  INSERT INTO ledger_accounts (kind, code, type, name) VALUES
    ('internal', 'dispute_credits', 'internal', 'Provisional and final credits for disputes');`;
