import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * Spending insights leave out transfers between a customer's own accounts: a line is one when its
 * transfer has another line of the same customer on another account. That other line may be far
 * older than the insights' window (a transfer held for review completes, and writes the
 * recipient's line, whenever staff approve it), so it is found by transfer id. The lines of one
 * transfer are at most a handful; the index covers the columns the check reads. Lines without a
 * transfer are not indexed. Built CONCURRENTLY outside a transaction, as 0016.
 */
export class Insights1763800000019 implements MigrationInterface {
  name = 'Insights1763800000019';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_transfer_idx
         ON transactions (transfer_id) INCLUDE (user_id, account_id) WHERE transfer_id IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, 'DROP INDEX IF EXISTS transactions_transfer_idx');
  }
}
