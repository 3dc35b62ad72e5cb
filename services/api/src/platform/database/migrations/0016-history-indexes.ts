import type { MigrationInterface, QueryRunner } from 'typeorm';
import { sqlRun } from '../sql';

/**
 * History at scale: a customer's lines by date now carry their account and type in the index (a
 * filtered page, and its count, read the index alone), a customer's lines by amount (the "largest
 * first" sort), and a trigram index on
 * the text a search looks in (title, description, category, kept apart by a unit separator a search
 * never holds), so a rare word is found without reading a million lines. Built CONCURRENTLY outside
 * a transaction: transfers keep writing while a large ledger is indexed.
 */
export class HistoryIndexes1763800000016 implements MigrationInterface {
  name = 'HistoryIndexes1763800000016';
  transaction = false;

  async up(db: QueryRunner): Promise<void> {
    await sqlRun(
      db,
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_user_history_idx
         ON transactions (user_id, created_at DESC, id DESC) INCLUDE (account_id, type)`,
    );
    await sqlRun(db, 'DROP INDEX CONCURRENTLY IF EXISTS transactions_user_date_idx');
    await sqlRun(db, 'CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await sqlRun(
      db,
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_user_amount_idx
         ON transactions (user_id, abs(amount_minor), id)`,
    );
    await sqlRun(
      db,
      `CREATE INDEX CONCURRENTLY IF NOT EXISTS transactions_search_idx ON transactions
         USING gin ((title || E'\\x1f' || description || E'\\x1f' || category) gin_trgm_ops)`,
    );
  }

  async down(db: QueryRunner): Promise<void> {
    await sqlRun(db, 'DROP INDEX IF EXISTS transactions_search_idx');
    await sqlRun(db, 'DROP INDEX IF EXISTS transactions_user_amount_idx');
    await sqlRun(
      db,
      'CREATE INDEX IF NOT EXISTS transactions_user_date_idx ON transactions (user_id, created_at DESC, id DESC)',
    );
    await sqlRun(db, 'DROP INDEX IF EXISTS transactions_user_history_idx');
  }
}
