import type { Queryable } from '../../platform/database/sql';
import { sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL identity runs on a user's credentials (users: owned by the users module; identity writes
// the password hash and the token version, which end every access token at once).

/** A new password (changed by the user): every access token ends; a pending forced change is done. */
export async function setPassword(
  tx: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, must_change_password = false,
       updated_at = now() WHERE id = $1`,
    [userId, passwordHash],
  );
}

/** A new password from a reset link, which also proves the address. */
export async function setPasswordFromReset(
  tx: Queryable,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await sqlRun(
    tx,
    `UPDATE users SET password_hash = $2, token_version = token_version + 1, must_change_password = false,
       email_verified_at = COALESCE(email_verified_at, now()), updated_at = now() WHERE id = $1`,
    [userId, passwordHash],
  );
}

/** Ends every access token of the user (signed out everywhere). */
export async function bumpTokenVersion(tx: Queryable, userId: string): Promise<void> {
  await sqlRun(
    tx,
    'UPDATE users SET token_version = token_version + 1, updated_at = now() WHERE id = $1',
    [userId],
  );
}

/**
 * Sign-up again with an address never verified: the new details replace the old ones. False when
 * the address was verified meanwhile (its owner keeps everything).
 */
export async function replaceUnverified(
  tx: Queryable,
  userId: string,
  details: { passwordHash: string; firstName: string; lastName: string; marketing: boolean },
): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    tx,
    `UPDATE users SET password_hash = $2, first_name = $3, last_name = $4, token_version = token_version + 1,
       notifications = jsonb_set(notifications, '{marketing}', to_jsonb($5::boolean)), updated_at = now()
     WHERE id = $1 AND email_verified_at IS NULL RETURNING id`,
    [userId, details.passwordHash, details.firstName, details.lastName, details.marketing],
  );
  return rows.length > 0;
}
