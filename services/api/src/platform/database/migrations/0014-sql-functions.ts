import type { MigrationInterface, QueryRunner } from 'typeorm';
import DOWN from './0014-sql-functions/down.sql';
import IDEMPOTENCY from './0014-sql-functions/idempotency.sql';
import TRANSFER_START from './0014-sql-functions/transfer-start.sql';

/**
 * The database functions as SQL files, applied from here (released files are never edited: a change
 * is a new migration with its own files).
 * - idempotency.sql: one implementation of idempotency keys (claim, replay, answer, withdraw),
 *   used by immediate transfers, scheduled transfers and refusals alike.
 * - transfer-start.sql: transfer_start_many split into lock, decide and write, with what passes
 *   between them as composite types (transfer_locks, transfer_decisions); an item missing a key is
 *   refused instead of read as NULL.
 * down.sql restores the functions as migrations 0004 and 0007 left them.
 */
export class SqlFunctions1763800000014 implements MigrationInterface {
  name = 'SqlFunctions1763800000014';

  async up(db: QueryRunner): Promise<void> {
    await db.query(IDEMPOTENCY);
    await db.query(TRANSFER_START);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(DOWN);
  }
}
