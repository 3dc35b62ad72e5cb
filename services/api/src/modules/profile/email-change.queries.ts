import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of email changes (email_changes): the cancel link's hash, the open change, the cancel.

/** An email change as these statements name it. */
export interface EmailChangeIdRow {
  id: string;
}

/**
 * Sets the hash of the link a cancel mail carries, on a change that can still be cancelled; the
 * rows it touched (none when the change can no longer be cancelled).
 */
export function updateCancelHash(
  tx: Queryable,
  changeId: string,
  cancelHash: string,
): Promise<EmailChangeIdRow[]> {
  return sqlRows<EmailChangeIdRow>(
    tx,
    `UPDATE email_changes SET cancel_hash = $2
       WHERE id = $1 AND cancelled_at IS NULL AND cancel_until > now() RETURNING id`,
    [changeId, cancelHash],
  );
}

/** Locks the open change the cancel link's hash names, if any. */
export function lockOpenByCancelHash(
  tx: Queryable,
  cancelHash: string,
): Promise<EmailChangeIdRow | undefined> {
  return sqlFirst<EmailChangeIdRow>(
    tx,
    `SELECT id FROM email_changes
       WHERE cancel_hash = $1 AND cancelled_at IS NULL AND cancel_until > now() FOR UPDATE`,
    [cancelHash],
  );
}

/** Cancels the user's changes made since `since` (the one cancelled and any after it). */
export async function cancelChangesSince(
  tx: Queryable,
  userId: string,
  since: Date,
): Promise<void> {
  await sqlRun(
    tx,
    'UPDATE email_changes SET cancelled_at = now() WHERE user_id = $1 AND changed_at >= $2 AND cancelled_at IS NULL',
    [userId, since],
  );
}
