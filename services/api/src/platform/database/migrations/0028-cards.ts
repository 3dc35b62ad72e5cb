import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';
import LEDGER_POST_0024 from './0024-money-in/ledger-post.sql';
import LEDGER_POST from './0028-cards/ledger-post.sql';

/**
 * Debit cards over a simulated card network (issue 39, part 1; modules/cards, ADR 0013):
 * - cards (cards): a virtual debit card on a checking account: the number and CVV sealed
 *   (AES-256-GCM, the card id as associated data) with only the last four in clear and a keyed
 *   hash of the number to find it by; its controls (limits, channels, blocked merchant groups);
 *   wrong CVVs in a row. One open card per account.
 * - card_authorizations (cards): each authorisation the network asked for, approved (its money
 *   held until clearing, reversal or expiry) or declined (with its ISO 8583 response code).
 * - card_network_messages (cards): each message from the network by its own id, with a hash of
 *   the request and the answer given: a retry gets the same answer, a reused id is refused.
 * - two internal accounts: card_holds (authorised, not cleared) and card_settlement (what the bank
 *   pays the network for cleared payments, less refunds).
 * - bank_settings: the maximum per-payment and daily limits a customer may set, and the days a
 *   hold waits for its clearing.
 * - ledger_post_many lets an entry of kind card_clearing take a customer account below zero.
 */
export class Cards1763800000028 implements MigrationInterface {
  name = 'Cards1763800000028';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, CARDS);
    await sqlRun(db, AUTHORIZATIONS);
    await sqlRun(db, SETTINGS_AND_ACCOUNTS);
    await sqlRun(db, LEDGER_POST);
  }

  /** Refused (by the postings' foreign key) once money has moved through the new accounts. */
  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, LEDGER_POST_0024);
    await sqlRun(
      db,
      `DROP TABLE card_network_messages; DROP TABLE card_authorizations; DROP TABLE cards;
       DELETE FROM ledger_accounts WHERE code IN ('card_holds', 'card_settlement');
       ALTER TABLE bank_settings DROP COLUMN card_max_per_transaction_minor,
         DROP COLUMN card_max_daily_minor, DROP COLUMN card_hold_expiry_days;`,
    );
  }
}

const CARDS = `
  CREATE TABLE cards (
    id uuid PRIMARY KEY,
    user_id uuid NOT NULL REFERENCES users (id),
    account_id uuid NOT NULL REFERENCES ledger_accounts (id),
    name_on_card text NOT NULL CHECK (length(name_on_card) BETWEEN 1 AND 26),
    pan_last4 text NOT NULL CHECK (pan_last4 ~ '^[0-9]{4}$'),
    pan_lookup text NOT NULL UNIQUE CHECK (pan_lookup ~ '^[0-9a-f]{64}$'),
    secret_sealed text NOT NULL CHECK (secret_sealed LIKE 'v1.%'),
    expiry_month smallint NOT NULL CHECK (expiry_month BETWEEN 1 AND 12),
    expiry_year smallint NOT NULL CHECK (expiry_year BETWEEN 2000 AND 2100),
    status text NOT NULL CHECK (status IN ('active', 'frozen', 'closed')),
    close_reason text CHECK (close_reason IN ('lost', 'stolen', 'replaced', 'closed')),
    per_transaction_limit_minor bigint NOT NULL CHECK (per_transaction_limit_minor > 0),
    daily_limit_minor bigint NOT NULL CHECK (daily_limit_minor > 0),
    allow_online boolean NOT NULL DEFAULT true,
    allow_contactless boolean NOT NULL DEFAULT true,
    allow_atm boolean NOT NULL DEFAULT true,
    allow_abroad boolean NOT NULL DEFAULT false,
    blocked_groups text[] NOT NULL DEFAULT '{}',
    cvv_failures smallint NOT NULL DEFAULT 0 CHECK (cvv_failures >= 0),
    replaces_card_id uuid REFERENCES cards (id),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now(),
    closed_at timestamptz,
    CONSTRAINT cards_closed_why CHECK ((status = 'closed') = (close_reason IS NOT NULL AND closed_at IS NOT NULL)),
    CONSTRAINT cards_limits_order CHECK (per_transaction_limit_minor <= daily_limit_minor)
  );
  CREATE UNIQUE INDEX cards_one_open_per_account_idx ON cards (account_id) WHERE status <> 'closed';
  CREATE INDEX cards_user_idx ON cards (user_id, created_at DESC);
  GRANT SELECT, INSERT, UPDATE ON cards TO vaultline_app;`;

const AUTHORIZATIONS = `
  CREATE TABLE card_authorizations (
    id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    card_id uuid NOT NULL REFERENCES cards (id),
    account_id uuid NOT NULL REFERENCES ledger_accounts (id),
    user_id uuid NOT NULL REFERENCES users (id),
    message_id text NOT NULL UNIQUE,
    amount_minor bigint NOT NULL CHECK (amount_minor > 0),
    merchant_name text NOT NULL CHECK (length(merchant_name) BETWEEN 1 AND 40),
    mcc smallint NOT NULL CHECK (mcc BETWEEN 0 AND 9999),
    country text NOT NULL CHECK (country ~ '^[A-Z]{2}$'),
    channel text NOT NULL CHECK (channel IN ('online', 'contactless', 'chip', 'atm')),
    response_code text NOT NULL CHECK (response_code ~ '^[0-9]{2}$'),
    status text NOT NULL CHECK (status IN ('held', 'cleared', 'reversed', 'expired', 'declined')),
    -- What is on hold now: the amount while held, nothing after.
    held_minor bigint NOT NULL DEFAULT 0 CHECK (held_minor >= 0),
    cleared_minor bigint CHECK (cleared_minor > 0),
    refunded_minor bigint NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
    expires_at timestamptz,
    created_at timestamptz NOT NULL DEFAULT now(),
    settled_at timestamptz,
    CONSTRAINT card_authorizations_held CHECK ((status = 'held') = (held_minor > 0)),
    CONSTRAINT card_authorizations_held_amount CHECK (held_minor IN (0, amount_minor)),
    CONSTRAINT card_authorizations_cleared CHECK ((status = 'cleared') = (cleared_minor IS NOT NULL)),
    CONSTRAINT card_authorizations_refunds CHECK (refunded_minor <= coalesce(cleared_minor, 0)),
    CONSTRAINT card_authorizations_code CHECK ((status = 'declined') = (response_code <> '00'))
  );
  CREATE INDEX card_authorizations_card_idx ON card_authorizations (card_id, created_at DESC);
  CREATE INDEX card_authorizations_user_idx ON card_authorizations (user_id, created_at DESC);
  CREATE INDEX card_authorizations_expiry_idx ON card_authorizations (expires_at) WHERE status = 'held';
  GRANT SELECT, INSERT, UPDATE ON card_authorizations TO vaultline_app;

  CREATE TABLE card_network_messages (
    message_id text PRIMARY KEY CHECK (message_id ~ '^[A-Za-z0-9_-]{8,64}$'),
    -- The bank's own id of the message (a refund's, in the customer's card activity).
    id uuid NOT NULL UNIQUE,
    kind text NOT NULL CHECK (kind IN ('authorization', 'clearing', 'reversal', 'refund')),
    request_sha256 text NOT NULL CHECK (request_sha256 ~ '^[0-9a-f]{64}$'),
    authorization_id uuid REFERENCES card_authorizations (id),
    -- A refund's amount (money back to the customer); null for the other kinds.
    refund_minor bigint CHECK (refund_minor > 0),
    response jsonb NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT card_network_messages_refund CHECK (
      (kind = 'refund' AND response->>'accepted' = 'true') = (refund_minor IS NOT NULL))
  );
  CREATE INDEX card_network_messages_authorization_idx ON card_network_messages (authorization_id);
  GRANT SELECT, INSERT ON card_network_messages TO vaultline_app;`;

const SETTINGS_AND_ACCOUNTS = `
  ALTER TABLE bank_settings
    ADD COLUMN card_max_per_transaction_minor bigint NOT NULL DEFAULT 500000 CHECK (card_max_per_transaction_minor > 0),
    ADD COLUMN card_max_daily_minor bigint NOT NULL DEFAULT 1000000 CHECK (card_max_daily_minor > 0),
    ADD COLUMN card_hold_expiry_days integer NOT NULL DEFAULT 7 CHECK (card_hold_expiry_days BETWEEN 1 AND 30);
  INSERT INTO ledger_accounts (kind, code, type, name) VALUES
    ('internal', 'card_holds', 'internal', 'Card payments authorised, not cleared'),
    ('internal', 'card_settlement', 'internal', 'Card payments owed to the card network');`;
