import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of the authenticator app (authenticators) and its recovery codes (recovery_codes).

export type AuthenticatorState = 'pending' | 'active';

export interface AuthenticatorRow {
  secret_sealed: string;
  status: AuthenticatorState;
  last_used_step: number | null;
}

export interface StatusRow {
  status: AuthenticatorState;
  enabled_at: Date | null;
  codes_left: string;
}

export async function authenticatorState(
  db: Queryable,
  userId: string,
): Promise<AuthenticatorState | undefined> {
  const row = await sqlFirst<{ status: AuthenticatorState }>(
    db,
    'SELECT status FROM authenticators WHERE user_id = $1',
    [userId],
  );
  return row?.status;
}

export function readStatus(db: Queryable, userId: string): Promise<StatusRow | undefined> {
  return sqlFirst<StatusRow>(
    db,
    `SELECT status, enabled_at,
       (SELECT count(*) FROM recovery_codes WHERE user_id = $1 AND used_at IS NULL) AS codes_left
     FROM authenticators WHERE user_id = $1`,
    [userId],
  );
}

/** Stores a pending app's sealed secret (replacing a pending one); false when an active app exists. */
export async function storePending(
  tx: Queryable,
  userId: string,
  sealed: string,
): Promise<boolean> {
  const rows = await sqlRows<{ user_id: string }>(
    tx,
    `INSERT INTO authenticators (user_id, secret_sealed, status) VALUES ($1, $2, 'pending')
     ON CONFLICT (user_id) DO UPDATE
       SET secret_sealed = EXCLUDED.secret_sealed, last_used_step = NULL, created_at = now()
       WHERE authenticators.status = 'pending'
     RETURNING user_id`,
    [userId, sealed],
  );
  return rows.length > 0;
}

/** Records the step a code was accepted for (and activates a pending app); false when refused. */
export async function recordStep(
  tx: Queryable,
  userId: string,
  step: number,
  activate: boolean,
): Promise<boolean> {
  const rows = await sqlRows<{ user_id: string }>(
    tx,
    `UPDATE authenticators SET last_used_step = $2,
       status = CASE WHEN $3::boolean THEN 'active' ELSE status END,
       enabled_at = CASE WHEN $3::boolean THEN now() ELSE enabled_at END
     WHERE user_id = $1 AND (last_used_step IS NULL OR last_used_step < $2)
       AND status = CASE WHEN $3::boolean THEN 'pending' ELSE 'active' END
     RETURNING user_id`,
    [userId, step, activate],
  );
  return rows.length > 0;
}

/** Deletes the active app; false when there was none. */
export async function deleteActive(tx: Queryable, userId: string): Promise<boolean> {
  const rows = await sqlRows<{ user_id: string }>(
    tx,
    "DELETE FROM authenticators WHERE user_id = $1 AND status = 'active' RETURNING user_id",
    [userId],
  );
  return rows.length > 0;
}

export async function deleteRecoveryCodes(tx: Queryable, userId: string): Promise<void> {
  await sqlRun(tx, 'DELETE FROM recovery_codes WHERE user_id = $1', [userId]);
}

export async function insertRecoveryCodes(
  tx: Queryable,
  userId: string,
  hashes: string[],
): Promise<void> {
  await sqlRun(
    tx,
    'INSERT INTO recovery_codes (user_id, code_hash) SELECT $1, unnest($2::text[])',
    [userId, hashes],
  );
}

/** The id of an unused recovery code with this hash, or undefined. */
export async function findRecoveryCode(
  db: Queryable,
  userId: string,
  hash: string,
): Promise<string | undefined> {
  const row = await sqlFirst<{ id: string }>(
    db,
    'SELECT id FROM recovery_codes WHERE user_id = $1 AND code_hash = $2 AND used_at IS NULL',
    [userId, hash],
  );
  return row?.id;
}

/** Marks a recovery code used; false when it already was. */
export async function spendRecoveryCode(tx: Queryable, id: string): Promise<boolean> {
  const rows = await sqlRows<{ id: string }>(
    tx,
    'UPDATE recovery_codes SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length > 0;
}

export function readAuthenticator(
  db: Queryable,
  userId: string,
  state: AuthenticatorState,
): Promise<AuthenticatorRow | undefined> {
  return sqlFirst<AuthenticatorRow>(
    db,
    'SELECT secret_sealed, status, last_used_step FROM authenticators WHERE user_id = $1 AND status = $2',
    [userId, state],
  );
}
