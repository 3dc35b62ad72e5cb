import type { MatchKind } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of verification_reviews: the staff queue of names that matched the sanctions list.

export interface ReviewRow {
  id: string;
  user_id: string;
  screened_name: string;
  list_entry_id: string;
  list_entry_name: string;
  match_kind: MatchKind;
  cause: 'submission' | 'name_change';
  status: 'open' | 'cleared' | 'closed';
  opened_at: Date;
  first_clearer_id: string | null;
  first_cleared_at: Date | null;
}

const COLUMNS = `id, user_id, screened_name, list_entry_id, list_entry_name, match_kind, cause,
  status, opened_at, first_clearer_id, first_cleared_at`;

export interface ReviewOpening {
  userId: string;
  screenedName: string;
  entryId: string;
  entryName: string;
  kind: MatchKind;
  cause: 'submission' | 'name_change';
}

/**
 * Opens the customer's review, or updates the open one with the new match: a proposal to clear
 * the name before does not hold for the new one, so it starts over.
 */
export function openReview(tx: Queryable, o: ReviewOpening): Promise<{ id: string }> {
  return sqlOne<{ id: string }>(
    tx,
    `INSERT INTO verification_reviews
       (user_id, screened_name, list_entry_id, list_entry_name, match_kind, cause)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) WHERE status = 'open' DO UPDATE SET
       screened_name = EXCLUDED.screened_name, list_entry_id = EXCLUDED.list_entry_id,
       list_entry_name = EXCLUDED.list_entry_name, match_kind = EXCLUDED.match_kind,
       cause = EXCLUDED.cause, first_clearer_id = NULL, first_cleared_at = NULL
     RETURNING id`,
    [o.userId, o.screenedName, o.entryId, o.entryName, o.kind, o.cause],
    'review',
  );
}

/** The open reviews, oldest first (the queue), at most `limit`. */
export function listOpenReviews(db: Queryable, limit: number): Promise<ReviewRow[]> {
  return sqlRows<ReviewRow>(
    db,
    `SELECT ${COLUMNS} FROM verification_reviews WHERE status = 'open'
     ORDER BY opened_at, id LIMIT $1`,
    [limit],
  );
}

export function findReview(db: Queryable, id: string): Promise<ReviewRow | undefined> {
  return sqlFirst<ReviewRow>(db, `SELECT ${COLUMNS} FROM verification_reviews WHERE id = $1`, [id]);
}

/** The review, locked until the transaction ends: one decision at a time. */
export function lockReview(tx: Queryable, id: string): Promise<ReviewRow | undefined> {
  return sqlFirst<ReviewRow>(
    tx,
    `SELECT ${COLUMNS} FROM verification_reviews WHERE id = $1 FOR UPDATE`,
    [id],
  );
}

export async function setFirstClearer(tx: Queryable, id: string, staffId: string): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE verification_reviews SET first_clearer_id = $2, first_cleared_at = now()
     WHERE id = $1 AND status = 'open' AND first_clearer_id IS NULL`,
    [id, staffId],
  );
}

/** Cleared by a second staff member (the table refuses the first clearer: verification_reviews_four_eyes). */
export async function markCleared(tx: Queryable, id: string, staffId: string): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE verification_reviews SET status = 'cleared', decided_by = $2, decided_at = now()
     WHERE id = $1 AND status = 'open'`,
    [id, staffId],
  );
}

export async function markClosed(
  tx: Queryable,
  id: string,
  staffId: string,
  reason: string,
): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE verification_reviews
       SET status = 'closed', decided_by = $2, decided_at = now(), close_reason = $3
     WHERE id = $1 AND status = 'open'`,
    [id, staffId, reason],
  );
}
