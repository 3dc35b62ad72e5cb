import type { MigrationInterface, QueryRunner } from 'typeorm';
import TRANSFER_START_0023 from './0023-second-factor-and-windows/transfer-start.sql';
import TRANSFER_START from './0033-ended-windows-unlocked/transfer-start.sql';

/**
 * transfer_lock no longer locks a recipient window that has ended (issue 42, decision 1): such a
 * window limits nothing and nothing counts in it again (its ends_at is set once, by the transfer
 * or payee that opened it), yet every payment to an established payee took a row lock on it, a
 * heap write and a WAL record for a row the transfer then left alone. Windows not yet open, or
 * open, are locked as before. The file also holds transfer_start_checked, unchanged since 0009.
 */
export class EndedWindowsUnlocked1763800000033 implements MigrationInterface {
  name = 'EndedWindowsUnlocked1763800000033';

  async up(db: QueryRunner): Promise<void> {
    await db.query(TRANSFER_START);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(TRANSFER_START_0023);
  }
}
