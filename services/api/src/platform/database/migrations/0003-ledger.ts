import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The double-entry ledger (accounts, journal entries, postings), customer-facing activity lines,
 * transfers, schedules, PINs and limits, idempotency keys, jobs, support requests — and the
 * application role that may append to the ledger but never change it.
 */
export class Ledger1763800000003 implements MigrationInterface {
  name = 'Ledger1763800000003';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE ledger_accounts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL CHECK (kind IN ('customer', 'internal')),
        owner_id uuid REFERENCES users (id),
        code text UNIQUE,
        type text NOT NULL CHECK (type IN ('checking', 'savings', 'credit', 'business', 'internal')),
        name text NOT NULL,
        number text UNIQUE,
        currency text NOT NULL DEFAULT 'USD',
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
        balance_minor bigint NOT NULL DEFAULT 0,
        credit_limit_minor bigint NOT NULL DEFAULT 0 CHECK (credit_limit_minor >= 0),
        opened_at timestamptz NOT NULL DEFAULT now(),
        closed_at timestamptz,
        closed_reason text,
        CHECK ((kind = 'customer') = (owner_id IS NOT NULL AND number IS NOT NULL)),
        CHECK ((kind = 'internal') = (code IS NOT NULL AND type = 'internal')),
        CHECK (type = 'credit' OR credit_limit_minor = 0)
      );
      CREATE INDEX ledger_accounts_owner_idx ON ledger_accounts (owner_id);

      INSERT INTO ledger_accounts (kind, code, type, name) VALUES
        ('internal', 'teller_cash', 'internal', 'Teller cash'),
        ('internal', 'adjustments', 'internal', 'Adjustments'),
        ('internal', 'outbound_clearing', 'internal', 'Outbound clearing'),
        ('internal', 'holds', 'internal', 'Review and code holds'),
        ('internal', 'fees', 'internal', 'Fees'),
        ('internal', 'settlement', 'internal', 'Settled to other banks');

      CREATE TABLE journal_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind text NOT NULL,
        memo text NOT NULL,
        created_by uuid,
        actor_role text,
        idempotency_ref text,
        reverses_entry_id uuid REFERENCES journal_entries (id),
        currency text NOT NULL DEFAULT 'USD',
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX journal_entries_reverses_idx ON journal_entries (reverses_entry_id) WHERE reverses_entry_id IS NOT NULL;

      CREATE TABLE postings (
        id bigserial PRIMARY KEY,
        entry_id uuid NOT NULL REFERENCES journal_entries (id),
        account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX postings_account_idx ON postings (account_id, id);

      CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION refuse_change();
      CREATE TRIGGER journal_entries_no_truncate BEFORE TRUNCATE ON journal_entries FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
      CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION refuse_change();
      CREATE TRIGGER postings_no_truncate BEFORE TRUNCATE ON postings FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

      -- What the customer sees: one line per effect on one of their accounts. Descriptions and
      -- status live here; the money lives in the postings.
      CREATE TABLE transactions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        user_id uuid NOT NULL REFERENCES users (id),
        -- Deferred: a transfer writes its lines before the entry (the entry's locks come last).
        entry_id uuid REFERENCES journal_entries (id) DEFERRABLE INITIALLY DEFERRED,
        transfer_id uuid,
        type text NOT NULL CHECK (type IN ('credit', 'debit', 'transfer')),
        title text NOT NULL,
        description text NOT NULL DEFAULT '',
        category text NOT NULL DEFAULT 'Other',
        amount_minor bigint NOT NULL CHECK (amount_minor <> 0),
        status text NOT NULL CHECK (status IN ('pending', 'awaiting_code', 'under_review', 'completed', 'failed', 'rejected', 'cancelled', 'reversed')),
        reversal_of uuid REFERENCES transactions (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      -- Every write path pays for each index, so only what reads need: history by user (an account's
      -- history narrows a user's few accounts) and the lines of transfers still in flight.
      CREATE INDEX transactions_user_date_idx ON transactions (user_id, created_at DESC, id DESC);
      CREATE INDEX transactions_open_transfer_idx ON transactions (transfer_id)
        WHERE status IN ('pending', 'awaiting_code', 'under_review');

      CREATE TABLE transfer_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id),
        pin_hash text,
        pin_failures integer NOT NULL DEFAULT 0 CHECK (pin_failures BETWEEN 0 AND 5),
        step_up_required boolean NOT NULL DEFAULT false,
        limit_tier text NOT NULL DEFAULT 'standard' CHECK (limit_tier IN ('standard', 'premium')),
        suspended_reason text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE bank_settings (
        id integer PRIMARY KEY CHECK (id = 1),
        review_threshold_minor bigint NOT NULL,
        review_time text NOT NULL,
        step_up_threshold_minor bigint NOT NULL,
        adjustment_approval_threshold_minor bigint NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        updated_by uuid
      );
      -- Defaults: reviews above the standard daily limit ($10,000), a code above $2,000, a second approver above $1,000.
      INSERT INTO bank_settings (id, review_threshold_minor, review_time, step_up_threshold_minor, adjustment_approval_threshold_minor)
        VALUES (1, 1000000, '24 hours', 200000, 100000);

      CREATE TABLE daily_outgoing (
        user_id uuid NOT NULL REFERENCES users (id),
        day date NOT NULL,
        total_minor bigint NOT NULL DEFAULT 0 CHECK (total_minor >= 0),
        PRIMARY KEY (user_id, day)
      );

      CREATE TABLE payees (
        user_id uuid NOT NULL REFERENCES users (id),
        routing_number text NOT NULL,
        account_number text NOT NULL,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, routing_number, account_number)
      );

      CREATE TABLE transfer_schedules (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        from_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        recipient jsonb NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        description text,
        frequency text NOT NULL CHECK (frequency IN ('once', 'weekly', 'biweekly', 'monthly')),
        start_date date NOT NULL,
        end_date date,
        next_run_on date,
        status text NOT NULL CHECK (status IN ('awaiting_code', 'active', 'cancelled', 'finished')),
        runs integer NOT NULL DEFAULT 0,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX transfer_schedules_user_idx ON transfer_schedules (user_id, created_at DESC);

      CREATE TABLE transfers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        from_account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        kind text NOT NULL CHECK (kind IN ('internal', 'external')),
        recipient_account_id uuid REFERENCES ledger_accounts (id),
        recipient jsonb NOT NULL,
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        description text,
        status text NOT NULL CHECK (status IN ('pending', 'awaiting_code', 'under_review', 'completed', 'failed', 'rejected', 'cancelled')),
        name_mismatch boolean NOT NULL DEFAULT false,
        needs_review boolean NOT NULL DEFAULT false,
        failure_code text,
        failure_reason text,
        schedule_id uuid REFERENCES transfer_schedules (id),
        counted_on date NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        completed_at timestamptz
      );
      CREATE INDEX transfers_review_idx ON transfers (created_at) WHERE status = 'under_review';

      CREATE TABLE idempotency_keys (
        user_id uuid NOT NULL REFERENCES users (id),
        key text NOT NULL,
        request_hash text NOT NULL,
        status_code integer,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, key)
      );

      CREATE TABLE jobs (
        id bigserial PRIMARY KEY,
        kind text NOT NULL,
        run_at timestamptz NOT NULL,
        payload jsonb NOT NULL DEFAULT '{}',
        status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        last_error text,
        locked_until timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX jobs_due_idx ON jobs (run_at) WHERE status IN ('queued', 'running');

      CREATE TABLE support_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        email text NOT NULL,
        phone text,
        category text NOT NULL,
        subject text NOT NULL,
        message text NOT NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'archived')),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX support_requests_user_idx ON support_requests (user_id, created_at DESC);
      CREATE INDEX support_requests_status_idx ON support_requests (status, created_at DESC);

      -- The role the API runs as after migrations: it may read and append, but never rewrite history.
      DO $$ BEGIN
        IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'vaultline_app') THEN CREATE ROLE vaultline_app NOLOGIN; END IF;
      END $$;
      GRANT USAGE ON SCHEMA public TO vaultline_app;
      GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO vaultline_app;
      GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO vaultline_app;
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO vaultline_app;
      ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO vaultline_app;
      REVOKE UPDATE, DELETE, TRUNCATE ON postings, journal_entries, audit_log, remote_releases, remote_events FROM vaultline_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`
      DROP TABLE support_requests; DROP TABLE jobs; DROP TABLE idempotency_keys; DROP TABLE transfers;
      DROP TABLE transfer_schedules; DROP TABLE payees; DROP TABLE daily_outgoing; DROP TABLE bank_settings;
      DROP TABLE transfer_settings; DROP TABLE transactions; DROP TABLE postings; DROP TABLE journal_entries;
      DROP TABLE ledger_accounts;
    `);
  }
}
