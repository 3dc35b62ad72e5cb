import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';
import LEDGER_POST_0007 from './0024-money-in/ledger-post-0007.sql';
import LEDGER_POST from './0024-money-in/ledger-post.sql';

/**
 * Money in and out through accounts at other banks (issue 38, ACH):
 * - linked_accounts (ach): a customer's account at another bank, proven theirs by two
 *   micro-deposits they read on the other side and type back (three tries).
 * - ach_entries (ach): each entry the bank sends to the network (a pull, a push, a micro-deposit
 *   or the withdrawal of both), in a batch file once one is written; a pull's money is held until
 *   available_at; a return carries its R-code.
 * - ach_batches (ach): each NACHA file as sent, byte for byte, with its hash and totals.
 * - two internal accounts: ach_clearing (sent to the network, not settled yet) and ach_holds (money
 *   pulled in and held for its customer until it is available).
 * - bank_settings: the hold (business days) and the per-day and per-month pull limits.
 * - ledger_post_many lets an entry of kind deposit_return take a customer account below zero.
 */
export class MoneyIn1763800000024 implements MigrationInterface {
  name = 'MoneyIn1763800000024';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, TABLES);
    await sqlRun(db, SETTINGS_AND_ACCOUNTS);
    await sqlRun(db, LEDGER_POST);
  }

  /** Refused (by the postings' foreign key) once money has moved through the new accounts. */
  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, LEDGER_POST_0007);
    await sqlRun(
      db,
      `DROP TABLE ach_entries; DROP TABLE ach_batches; DROP TABLE linked_accounts; DROP SEQUENCE ach_trace_seq;
       DELETE FROM ledger_accounts WHERE code IN ('ach_clearing', 'ach_holds');
       ALTER TABLE bank_settings DROP COLUMN ach_hold_business_days,
         DROP COLUMN ach_pull_daily_limit_minor, DROP COLUMN ach_pull_monthly_limit_minor;`,
    );
  }
}

const TABLES = `
  CREATE TABLE linked_accounts (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    routing_number text NOT NULL CHECK (routing_number ~ '^[0-9]{9}$'),
    account_number text NOT NULL CHECK (account_number ~ '^[0-9]{4,17}$'),
    holder_name text NOT NULL,
    account_type text NOT NULL CHECK (account_type IN ('checking', 'savings')),
    status text NOT NULL CHECK (status IN ('awaiting_micro_deposits', 'verified', 'failed', 'unlinked')),
    micro_arrive_at timestamptz,
    tries_left smallint NOT NULL DEFAULT 3 CHECK (tries_left BETWEEN 0 AND 3),
    created_at timestamptz NOT NULL DEFAULT now(),
    verified_at timestamptz,
    ended_at timestamptz
  );
  CREATE UNIQUE INDEX linked_accounts_live_idx ON linked_accounts (user_id, routing_number, account_number)
    WHERE status IN ('awaiting_micro_deposits', 'verified');
  CREATE INDEX linked_accounts_user_idx ON linked_accounts (user_id, created_at DESC);

  CREATE TABLE ach_batches (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    file_name text NOT NULL UNIQUE,
    file_text text NOT NULL,
    file_sha256 text NOT NULL,
    status text NOT NULL CHECK (status IN ('sent', 'settled')),
    entry_count integer NOT NULL,
    debit_total_minor bigint NOT NULL,
    credit_total_minor bigint NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz
  );

  CREATE TABLE ach_entries (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    linked_account_id uuid NOT NULL REFERENCES linked_accounts (id),
    account_id uuid REFERENCES ledger_accounts (id),
    purpose text NOT NULL CHECK (purpose IN ('pull', 'push', 'micro_deposit', 'micro_withdrawal')),
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    status text NOT NULL CHECK (status IN ('pending', 'available', 'sent', 'returned')),
    batch_id uuid REFERENCES ach_batches (id),
    trace_number text UNIQUE,
    available_at timestamptz,
    return_code text,
    returned_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT ach_entries_account_for_money CHECK ((account_id IS NULL) = (purpose IN ('micro_deposit', 'micro_withdrawal'))),
    CONSTRAINT ach_entries_returned_with_code CHECK ((status = 'returned') = (return_code IS NOT NULL))
  );
  CREATE INDEX ach_entries_unsent_idx ON ach_entries (created_at) WHERE batch_id IS NULL;
  CREATE INDEX ach_entries_batch_idx ON ach_entries (batch_id);
  CREATE INDEX ach_entries_user_idx ON ach_entries (user_id, created_at DESC);
  CREATE INDEX ach_entries_link_idx ON ach_entries (linked_account_id);

  -- The 7-digit serial of each entry's trace number (after the bank's 8-digit routing prefix).
  CREATE SEQUENCE ach_trace_seq MINVALUE 1 MAXVALUE 9999999 CYCLE;

  GRANT SELECT, INSERT, UPDATE ON linked_accounts, ach_batches, ach_entries TO vaultline_app;
  GRANT USAGE ON SEQUENCE ach_trace_seq TO vaultline_app;`;

const SETTINGS_AND_ACCOUNTS = `
  ALTER TABLE bank_settings
    ADD COLUMN ach_hold_business_days integer NOT NULL DEFAULT 2 CHECK (ach_hold_business_days BETWEEN 0 AND 10),
    ADD COLUMN ach_pull_daily_limit_minor bigint NOT NULL DEFAULT 250000 CHECK (ach_pull_daily_limit_minor >= 0),
    ADD COLUMN ach_pull_monthly_limit_minor bigint NOT NULL DEFAULT 1000000 CHECK (ach_pull_monthly_limit_minor >= 0);
  INSERT INTO ledger_accounts (kind, code, type, name) VALUES
    ('internal', 'ach_clearing', 'internal', 'ACH sent, not settled'),
    ('internal', 'ach_holds', 'internal', 'Money added from other banks, on hold');`;
