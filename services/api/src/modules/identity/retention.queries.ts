import type { Queryable } from '../../platform/database/sql';
import { sqlRows } from '../../platform/database/sql';

// The SQL of what identity deletes on schedule (IdentityRetention): sessions, refresh tokens, codes.

interface DeletedRow {
  deleted: number;
}

/** Sessions that ended before `before` (expired or revoked), with their refresh tokens; how many. */
export async function deleteEndedSessions(
  db: Queryable,
  before: Date,
  batch: number,
): Promise<number> {
  const ended = `SELECT id FROM sessions
    WHERE expires_at < $1 OR revoked_at < $1 ORDER BY expires_at LIMIT ${batch}`;
  await sqlRows(
    db,
    `DELETE FROM refresh_tokens WHERE session_id IN (${ended}) RETURNING 1 AS deleted`,
    [before],
  );
  const sessions = await sqlRows<DeletedRow>(
    db,
    `DELETE FROM sessions WHERE id IN (${ended}) RETURNING 1 AS deleted`,
    [before],
  );
  return sessions.length;
}

/** One-time codes used or expired before `before`; how many. */
export async function deleteSpentCodes(
  db: Queryable,
  before: Date,
  batch: number,
): Promise<number> {
  const codes = await sqlRows<DeletedRow>(
    db,
    `DELETE FROM one_time_codes WHERE id IN (SELECT id FROM one_time_codes
       WHERE expires_at < $1 OR consumed_at < $1 LIMIT ${batch}) RETURNING 1 AS deleted`,
    [before],
  );
  return codes.length;
}
