import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Know your customer (issue 38, part 0; modules/kyc). customer_verifications holds what a
 * customer gave to verify their identity (date of birth, address, the taxpayer number sealed with
 * its own key, its last four digits) and the outcome; no row means nothing was submitted yet.
 * verification_reviews is the staff queue of names that matched the sanctions list: cleared by
 * two different staff members, or closed with a reason by one. Everyone who has an account now
 * was taken on before the rule existed: they are verified as 'grandfathered', with no taxpayer
 * number invented for them.
 */
export class CustomerVerification1763800000025 implements MigrationInterface {
  name = 'CustomerVerification1763800000025';

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `
      CREATE TABLE customer_verifications (
        user_id uuid PRIMARY KEY REFERENCES users (id),
        status text NOT NULL CHECK (status IN ('pending_review', 'verified', 'declined')),
        date_of_birth date,
        address jsonb,
        tax_id_sealed text,
        tax_id_last4 text CHECK (tax_id_last4 ~ '^[0-9]{4}$'),
        tax_id_kind text CHECK (tax_id_kind IN ('ssn', 'itin')),
        screened_name text,
        submitted_at timestamptz,
        verified_at timestamptz,
        -- 'screening' (no match), 'review' (cleared by two staff), 'grandfathered' (before the rule).
        verified_by text CHECK (verified_by IN ('screening', 'review', 'grandfathered')),
        declined_reason text,
        note text,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT customer_verifications_tax_id_whole CHECK (
          (tax_id_sealed IS NULL) = (tax_id_last4 IS NULL) AND (tax_id_sealed IS NULL) = (tax_id_kind IS NULL)),
        CONSTRAINT customer_verifications_verified_how CHECK ((status = 'verified') = (verified_by IS NOT NULL)),
        CONSTRAINT customer_verifications_declined_why CHECK ((status = 'declined') = (declined_reason IS NOT NULL))
      );

      CREATE TABLE verification_reviews (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id),
        screened_name text NOT NULL,
        list_entry_id text NOT NULL,
        list_entry_name text NOT NULL,
        match_kind text NOT NULL CHECK (match_kind IN ('hit', 'near_hit')),
        cause text NOT NULL CHECK (cause IN ('submission', 'name_change')),
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'cleared', 'closed')),
        opened_at timestamptz NOT NULL DEFAULT now(),
        first_clearer_id uuid REFERENCES users (id),
        first_cleared_at timestamptz,
        decided_by uuid REFERENCES users (id),
        decided_at timestamptz,
        close_reason text,
        CONSTRAINT verification_reviews_four_eyes CHECK (
          status <> 'cleared' OR (first_clearer_id IS NOT NULL AND decided_by <> first_clearer_id)),
        CONSTRAINT verification_reviews_decided CHECK ((status = 'open') = (decided_at IS NULL)),
        CONSTRAINT verification_reviews_closed_why CHECK ((status = 'closed') = (close_reason IS NOT NULL))
      );
      -- One open review per customer: a later match updates it.
      CREATE UNIQUE INDEX verification_reviews_open_idx ON verification_reviews (user_id) WHERE status = 'open';
      CREATE INDEX verification_reviews_queue_idx ON verification_reviews (opened_at) WHERE status = 'open';

      INSERT INTO customer_verifications (user_id, status, verified_at, verified_by, note)
        SELECT id, 'verified', now(), 'grandfathered',
               'Taken on before identity verification was required (migration 0025); no taxpayer number on file.'
          FROM users;

      GRANT SELECT, INSERT, UPDATE ON customer_verifications, verification_reviews TO vaultline_app;`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, 'DROP TABLE verification_reviews; DROP TABLE customer_verifications;');
  }
}
