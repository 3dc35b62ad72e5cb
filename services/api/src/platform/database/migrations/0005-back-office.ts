import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Maker-checker adjustments: a request, then a second staff member's decision. */
export class BackOffice1763800000005 implements MigrationInterface {
  name = 'BackOffice1763800000005';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE adjustment_requests (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        account_id uuid NOT NULL REFERENCES ledger_accounts (id),
        direction text NOT NULL CHECK (direction IN ('credit', 'debit')),
        amount_minor bigint NOT NULL CHECK (amount_minor > 0),
        title text NOT NULL,
        category text NOT NULL,
        description text NOT NULL DEFAULT '',
        reason text NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'posted', 'rejected')),
        maker_id uuid NOT NULL REFERENCES users (id),
        checker_id uuid REFERENCES users (id),
        decision_reason text,
        entry_id uuid REFERENCES journal_entries (id),
        created_at timestamptz NOT NULL DEFAULT now(),
        decided_at timestamptz,
        CHECK (status = 'pending' OR decided_at IS NOT NULL)
      );
      CREATE INDEX adjustment_requests_pending_idx ON adjustment_requests (created_at) WHERE status = 'pending';
      GRANT SELECT, INSERT, UPDATE ON adjustment_requests TO vaultline_app;
    `);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TABLE adjustment_requests');
  }
}
