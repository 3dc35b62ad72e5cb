import type { EntityManager } from 'typeorm';
import { sqlRows } from '../../platform/database/sql';

/** The words of one line written for a journal entry. */
interface EntryLineRow {
  entry_id: string;
  title: string;
  description: string;
}

/**
 * The customer's lines on the account written in [since, to) for the entries, oldest first; read
 * through the user's history index.
 */
export function entryLines(
  tx: EntityManager,
  userId: string,
  accountId: string,
  window: { since: Date; to: Date },
  entryIds: string[],
): Promise<EntryLineRow[]> {
  return sqlRows<EntryLineRow>(
    tx,
    `SELECT entry_id, title, description FROM transactions
        WHERE user_id = $1 AND account_id = $2 AND created_at >= $3 AND created_at < $4
          AND entry_id = ANY($5::uuid[])
        ORDER BY created_at, id`,
    [userId, accountId, window.since, window.to, entryIds],
  );
}
