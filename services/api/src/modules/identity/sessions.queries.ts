import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlRun } from '../../platform/database/sql';

// The SQL of sessions and their refresh tokens (sessions, refresh_tokens) that the entities do not
// express: the locked read of a rotation, the cookie's session, and revoking many at once.

export interface TokenRow {
  token_id: string;
  token_hash: string;
  used_at: Date | null;
  session_id: string;
  user_id: string;
  persistent: boolean;
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  role: string;
}

export interface SessionOfRow {
  token_hash: string;
  session_id: string;
  user_id: string;
  role: string;
}

/** A refresh token with its session and user, both locked for the rotation. */
export function lockToken(tx: Queryable, tokenId: string): Promise<TokenRow | undefined> {
  return sqlFirst<TokenRow>(
    tx,
    `SELECT t.id AS token_id, t.token_hash, t.used_at, s.id AS session_id, s.user_id, s.persistent, s.created_at,
       s.last_used_at, s.expires_at, s.revoked_at, u.role
     FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id
     WHERE t.id = $1 FOR UPDATE OF t, s`,
    [tokenId],
  );
}

/** Marks the token used and notes where the session was refreshed from (not as activity). */
export async function markRotated(tx: Queryable, row: TokenRow, ip: string | null): Promise<void> {
  await sqlRun(tx, 'UPDATE refresh_tokens SET used_at = now() WHERE id = $1', [row.token_id]);
  await sqlRun(tx, 'UPDATE sessions SET ip = $2 WHERE id = $1', [row.session_id, ip]);
}

export function readSessionOfToken(
  db: Queryable,
  tokenId: string,
): Promise<SessionOfRow | undefined> {
  return sqlFirst<SessionOfRow>(
    db,
    `SELECT t.token_hash, s.id AS session_id, s.user_id, u.role
     FROM refresh_tokens t JOIN sessions s ON s.id = t.session_id JOIN users u ON u.id = s.user_id WHERE t.id = $1`,
    [tokenId],
  );
}

/** Revokes every open session of the user but `keep` (none: all). */
export async function revokeAllBut(
  tx: Queryable,
  userId: string,
  reason: string,
  keep: string | null,
): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE sessions SET revoked_at = now(), revoked_reason = $2
     WHERE user_id = $1 AND revoked_at IS NULL AND id IS DISTINCT FROM $3`,
    [userId, reason, keep],
  );
}
