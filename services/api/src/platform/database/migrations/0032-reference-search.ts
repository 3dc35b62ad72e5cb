import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';
import TRANSACTION_REFERENCE from './0032-reference-search/transaction-reference.sql';

/**
 * A search for a reference is a prefix match (issue 42, decision 2): the reference a statement
 * line's description holds (transaction_reference, modules/transactions/sql) is kept in a btree
 * per customer, in byte order (COLLATE "C"), so "starts with" is a range of that index.
 * - An index on the expression rather than a stored column: nothing rewrites the table under an
 *   exclusive lock, no writer of statement lines changes (the transfer lane's SQL among them), and
 *   existing lines are indexed as the index is built.
 * - Partial: lines without a reference (most of what customers write) add no index entry, so the
 *   transfer write pays one cheap test (is there a digit?) for them.
 * Built CONCURRENTLY outside a transaction, as 0016 and 0022: transfers keep writing meanwhile.
 */
export class ReferenceSearch1763800000032 implements MigrationInterface {
  name = 'ReferenceSearch1763800000032';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(db, TRANSACTION_REFERENCE);
    await sqlRun(
      db,
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_user_reference_idx
         ON transactions (user_id, (transaction_reference(description)) COLLATE "C")
         WHERE transaction_reference(description) IS NOT NULL`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, 'DROP INDEX IF EXISTS transactions_user_reference_idx');
    await sqlRun(db, 'DROP FUNCTION IF EXISTS transaction_reference(text)');
  }
}
