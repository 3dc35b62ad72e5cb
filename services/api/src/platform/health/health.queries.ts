import type { Queryable } from '../database/sql';
import { sqlRows, sqlRun } from '../database/sql';

// The SQL of the readiness checks: the database answers, and which migrations have run.

/** Throws when the database does not answer. */
export async function pingDatabase(db: Queryable): Promise<void> {
  await sqlRun(db, 'SELECT 1');
}

/** The names of the migrations that have run. */
export async function appliedMigrationNames(db: Queryable): Promise<string[]> {
  const rows = await sqlRows<{ name: string }>(db, 'SELECT name FROM migrations');
  return rows.map((row) => row.name);
}
