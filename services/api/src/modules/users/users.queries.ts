import type { Queryable } from '../../platform/database/sql';
import { sqlFirst } from '../../platform/database/sql';

// The SQL of the users module that TypeORM's repository does not write.

/** Whether a transfer PIN is set (never the PIN or its hash); false when the user has no settings row. */
export async function pinIsSet(db: Queryable, userId: string): Promise<boolean> {
  const row = await sqlFirst<{ set: boolean }>(
    db,
    'SELECT pin_hash IS NOT NULL AS set FROM transfer_settings WHERE user_id = $1',
    [userId],
  );
  return row?.set === true;
}
