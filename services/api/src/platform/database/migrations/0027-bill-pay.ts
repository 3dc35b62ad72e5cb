import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Bill pay (issue 38, part 3; modules/billpay, ADR 0012):
 * - customer_billers (billpay): a biller of the operator's directory a customer added with their
 *   reference at it (step-up), with the biller's bank details as they were when added.
 * - bill_series (billpay): a monthly payment plan (on the first date's day of the month), ending on
 *   a date or after a count of payments.
 * - bill_payments (billpay): each payment, scheduled for a day; processing once its ACH credit is
 *   written (ach_entry_id), then sent or returned (with the return code), or failed on its day
 *   (with the reason), or canceled before it went.
 * - ach_entries (ach) gains the bill_payment purpose: an ACH credit to a biller, whose counterparty
 *   is the biller's bank account written on the entry (payee_*) instead of a linked account.
 */
export class BillPay1763800000027 implements MigrationInterface {
  name = 'BillPay1763800000027';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, ACH_ENTRIES);
    await sqlRun(db, BILLPAY_TABLES);
  }

  /** Refused (by the foreign keys and the purpose check) once a bill payment was written. */
  async down(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `DROP TABLE bill_payments; DROP TABLE bill_series; DROP TABLE customer_billers;
       ALTER TABLE ach_entries DROP CONSTRAINT ach_entries_counterparty;
       ALTER TABLE ach_entries DROP CONSTRAINT ach_entries_purpose_check;
       ALTER TABLE ach_entries ADD CONSTRAINT ach_entries_purpose_check
         CHECK (purpose IN ('pull', 'push', 'micro_deposit', 'micro_withdrawal'));
       ALTER TABLE ach_entries ALTER COLUMN linked_account_id SET NOT NULL,
         DROP COLUMN payee_routing_number, DROP COLUMN payee_account_number,
         DROP COLUMN payee_name, DROP COLUMN payee_reference;`,
    );
  }
}

const ACH_ENTRIES = `
  ALTER TABLE ach_entries ALTER COLUMN linked_account_id DROP NOT NULL,
    ADD COLUMN payee_routing_number text CHECK (payee_routing_number ~ '^[0-9]{9}$'),
    ADD COLUMN payee_account_number text CHECK (payee_account_number ~ '^[0-9]{4,17}$'),
    ADD COLUMN payee_name text CHECK (length(payee_name) BETWEEN 1 AND 60),
    ADD COLUMN payee_reference text CHECK (payee_reference ~ '^[0-9A-Z-]{1,15}$');
  ALTER TABLE ach_entries DROP CONSTRAINT ach_entries_purpose_check;
  ALTER TABLE ach_entries ADD CONSTRAINT ach_entries_purpose_check
    CHECK (purpose IN ('pull', 'push', 'micro_deposit', 'micro_withdrawal', 'bill_payment'));
  -- A bill payment goes to the biller's account written on it; every other entry to a linked account.
  ALTER TABLE ach_entries ADD CONSTRAINT ach_entries_counterparty CHECK (
    CASE WHEN purpose = 'bill_payment'
      THEN linked_account_id IS NULL AND payee_routing_number IS NOT NULL
        AND payee_account_number IS NOT NULL AND payee_name IS NOT NULL AND payee_reference IS NOT NULL
      ELSE linked_account_id IS NOT NULL AND payee_routing_number IS NULL
        AND payee_account_number IS NULL AND payee_name IS NULL AND payee_reference IS NULL
    END);`;

const BILLPAY_TABLES = `
  CREATE TABLE customer_billers (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    biller_id text NOT NULL CHECK (biller_id ~ '^[a-z0-9-]{1,40}$'),
    biller_name text NOT NULL CHECK (length(biller_name) BETWEEN 1 AND 60),
    category text NOT NULL CHECK (category IN ('utilities', 'credit_card', 'phone', 'insurance')),
    routing_number text NOT NULL CHECK (routing_number ~ '^[0-9]{9}$'),
    account_number text NOT NULL CHECK (account_number ~ '^[0-9]{4,17}$'),
    reference text NOT NULL CHECK (reference ~ '^[0-9A-Z-]{1,15}$'),
    nickname text CHECK (length(nickname) BETWEEN 1 AND 40),
    created_at timestamptz NOT NULL DEFAULT now(),
    removed_at timestamptz
  );
  CREATE UNIQUE INDEX customer_billers_live_idx ON customer_billers (user_id, biller_id, reference)
    WHERE removed_at IS NULL;

  CREATE TABLE bill_series (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    customer_biller_id uuid NOT NULL REFERENCES customer_billers (id),
    account_id uuid NOT NULL REFERENCES ledger_accounts (id),
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    start_on date NOT NULL,
    end_on date CHECK (end_on >= start_on),
    count_max integer CHECK (count_max BETWEEN 1 AND 120),
    status text NOT NULL CHECK (status IN ('active', 'ended', 'canceled')),
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT bill_series_ends CHECK ((end_on IS NULL) <> (count_max IS NULL))
  );

  CREATE TABLE bill_payments (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    user_id uuid NOT NULL REFERENCES users (id),
    customer_biller_id uuid NOT NULL REFERENCES customer_billers (id),
    account_id uuid NOT NULL REFERENCES ledger_accounts (id),
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    pay_on date NOT NULL,
    status text NOT NULL CHECK (status IN ('scheduled', 'processing', 'sent', 'returned', 'failed', 'canceled')),
    series_id uuid REFERENCES bill_series (id),
    series_run integer CHECK (series_run >= 1),
    ach_entry_id uuid UNIQUE REFERENCES ach_entries (id),
    return_code text,
    failure_code text,
    failure_reason text,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT bill_payments_series_run UNIQUE (series_id, series_run),
    CONSTRAINT bill_payments_in_series CHECK ((series_id IS NULL) = (series_run IS NULL)),
    CONSTRAINT bill_payments_entry_once_sent
      CHECK ((ach_entry_id IS NOT NULL) = (status IN ('processing', 'sent', 'returned'))),
    CONSTRAINT bill_payments_returned_with_code CHECK ((status = 'returned') = (return_code IS NOT NULL)),
    CONSTRAINT bill_payments_failed_with_reason
      CHECK ((status = 'failed') = (failure_code IS NOT NULL AND failure_reason IS NOT NULL))
  );
  CREATE INDEX bill_payments_user_idx ON bill_payments (user_id, pay_on DESC);
  CREATE INDEX customer_billers_user_idx ON customer_billers (user_id, created_at);

  GRANT SELECT, INSERT, UPDATE ON customer_billers, bill_series, bill_payments TO vaultline_app;`;
