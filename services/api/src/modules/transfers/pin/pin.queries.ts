import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlRows, sqlRun } from '../../../platform/database/sql';

// The SQL of the transfer PIN (transfer_settings.pin_hash and pin_failures, owned by transfers).

/** Sets or replaces the PIN and lifts a lock (the demo seed, a reset). */
export async function replacePin(tx: Queryable, userId: string, pinHash: string): Promise<void> {
  await sqlRun(
    tx,
    `INSERT INTO transfer_settings AS s (user_id, pin_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, pin_failures = 0, updated_at = now()`,
    [userId, pinHash],
  );
}

/** Sets the first PIN; answers false when one was set already. */
export async function setFirstPin(
  tx: Queryable,
  userId: string,
  pinHash: string,
): Promise<boolean> {
  const rows = await sqlRows<{ user_id: string }>(
    tx,
    `INSERT INTO transfer_settings AS s (user_id, pin_hash) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, updated_at = now()
       WHERE s.pin_hash IS NULL
     RETURNING user_id`,
    [userId, pinHash],
  );
  return rows.length > 0;
}

/** Counts a wrong PIN, never past `max`; answers the failures now, or undefined when already at `max`. */
export async function countWrongPin(
  db: Queryable,
  userId: string,
  max: number,
): Promise<number | undefined> {
  const row = await sqlFirst<{ pin_failures: number }>(
    db,
    `UPDATE transfer_settings SET pin_failures = pin_failures + 1
     WHERE user_id = $1 AND pin_failures < $2 RETURNING pin_failures`,
    [userId, max],
  );
  return row?.pin_failures;
}

/** The PIN still holds (same hash, under `max` failures): its failures cleared; answers whether it held. */
export async function confirmPin(
  tx: Queryable,
  userId: string,
  pinHash: string,
  max: number,
): Promise<boolean> {
  const rows = await sqlRows<{ user_id: string }>(
    tx,
    `UPDATE transfer_settings SET pin_failures = 0
     WHERE user_id = $1 AND pin_hash = $2 AND pin_failures < $3 RETURNING user_id`,
    [userId, pinHash, max],
  );
  return rows.length > 0;
}

/** Lifts a PIN lock. */
export async function clearPinFailures(tx: Queryable, userId: string): Promise<void> {
  await sqlRun(
    tx,
    'UPDATE transfer_settings SET pin_failures = 0, updated_at = now() WHERE user_id = $1',
    [userId],
  );
}
