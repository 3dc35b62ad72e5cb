import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlRun } from '../../platform/database/sql';

// The SQL of the browsers each account trusts (known_devices), by the keyed hash of a device id.

/** Whether the device passed a second factor for the user within the last `trustMs`. */
export async function isTrusted(
  db: Queryable,
  userId: string,
  deviceHash: string,
  trustMs: number,
): Promise<boolean> {
  const row = await sqlFirst<{ user_id: string }>(
    db,
    `SELECT user_id FROM known_devices
     WHERE user_id = $1 AND device_hash = $2 AND second_factor_at > now() - $3 * interval '1 millisecond'`,
    [userId, deviceHash, trustMs],
  );
  return row !== undefined;
}

/** The device passed a second factor now. */
export async function trustDevice(
  db: Queryable,
  userId: string,
  deviceHash: string,
): Promise<void> {
  await sqlRun(
    db,
    `INSERT INTO known_devices (user_id, device_hash, second_factor_at) VALUES ($1, $2, now())
     ON CONFLICT (user_id, device_hash) DO UPDATE SET second_factor_at = now()`,
    [userId, deviceHash],
  );
}

export async function forgetDevices(tx: Queryable, userId: string): Promise<void> {
  await sqlRun(tx, 'DELETE FROM known_devices WHERE user_id = $1', [userId]);
}

/** Whether the user had a session before this one (a first sign-in after sign-up tells no one). */
export async function hadEarlierSession(
  db: Queryable,
  userId: string,
  sessionId: string,
): Promise<boolean> {
  const row = await sqlFirst<{ found: boolean }>(
    db,
    'SELECT EXISTS (SELECT 1 FROM sessions WHERE user_id = $1 AND id <> $2) AS found',
    [userId, sessionId],
  );
  return row?.found === true;
}
