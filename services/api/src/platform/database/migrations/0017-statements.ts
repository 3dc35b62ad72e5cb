import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Month-end statements, kept as made: the statement's content (figures and lines, as the customer
 * downloads them) and the SHA-256 of its canonical JSON. Append-only like the ledger: a statement
 * is never changed or deleted; one per account and period.
 */
export class Statements1763800000017 implements MigrationInterface {
  name = 'Statements1763800000017';

  async up(db: QueryRunner): Promise<void> {
    for (const statement of [
      `CREATE TABLE statements (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        user_id uuid NOT NULL REFERENCES users (id),
        period_start date NOT NULL,
        period_end date NOT NULL,
        opening_balance_minor bigint NOT NULL,
        closing_balance_minor bigint NOT NULL,
        money_in_minor bigint NOT NULL CHECK (money_in_minor >= 0),
        money_out_minor bigint NOT NULL CHECK (money_out_minor >= 0),
        line_count integer NOT NULL CHECK (line_count >= 0),
        content jsonb NOT NULL,
        sha256 text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
        created_at timestamptz NOT NULL DEFAULT now(),
        CHECK (period_start <= period_end),
        CHECK (closing_balance_minor = opening_balance_minor + money_in_minor - money_out_minor),
        UNIQUE (account_id, period_start, period_end)
      )`,
      `CREATE TRIGGER statements_append_only BEFORE UPDATE OR DELETE ON statements
         FOR EACH ROW EXECUTE FUNCTION refuse_change()`,
      `CREATE TRIGGER statements_no_truncate BEFORE TRUNCATE ON statements
         FOR EACH STATEMENT EXECUTE FUNCTION refuse_change()`,
      `GRANT SELECT, INSERT ON statements TO vaultline_app`,
      `REVOKE UPDATE, DELETE, TRUNCATE ON statements FROM vaultline_app`,
    ])
      await sqlRun(db, statement);
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, 'DROP TABLE statements');
  }
}
