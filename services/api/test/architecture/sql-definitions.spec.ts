import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import type { Queryable } from '../../src/platform/database/sql';
import { sqlRows, sqlRun } from '../../src/platform/database/sql';
import { asOwnerRolledBack, databaseKinds } from '../support/databases';
import type { TestApp } from '../support/test-app';
import { startTestApp } from '../support/test-app';
import { SRC } from './table-ownership';

/**
 * The live definition of each database function lives beside its owner; migrations apply frozen
 * copies. Applying an owner's file to a freshly migrated database must change nothing: a function
 * edited in its module but not yet frozen into a new migration fails here (so does a function the
 * migrations left that no module file defines).
 */
const LIVE_DEFINITIONS = [
  'modules/ledger/sql/ledger-post.sql',
  'modules/transfers/start/sql/transfer-start.sql',
  'modules/transfers/sql/recipient-windows.sql',
  'modules/transactions/sql/transaction-reference.sql',
  'platform/idempotency/sql/idempotency.sql',
];

/** Functions the migrations made that are schema, not logic with an owner's file: said why. */
const SCHEMA_FUNCTIONS = [
  // Trigger of append-only tables (audit, journal): part of each table's definition in its migration.
  'refuse_change',
];

const DEFINED = /CREATE OR REPLACE FUNCTION\s+([a-z_][a-z0-9_]*)\s*\(/gi;

function definedIn(file: string): string[] {
  return [...readFileSync(join(SRC, file), 'utf8').matchAll(DEFINED)].map((m) => m[1] as string);
}

interface Definition {
  name: string;
  definition: string;
}

/** The definitions PostgreSQL holds for these names (every overload), in a stable order. */
function definitions(db: Queryable, names: string[]): Promise<Definition[]> {
  return sqlRows<Definition>(
    db,
    `SELECT p.proname AS name, pg_get_functiondef(p.oid) AS definition
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = current_schema() AND p.proname = ANY ($1)
     ORDER BY p.proname, p.oid::regprocedure::text`,
    [names],
  );
}

describe.each(databaseKinds())('database functions (%s)', (kind) => {
  let t: TestApp;
  let db: DataSource;
  beforeAll(async () => {
    t = await startTestApp(kind);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  it.each(LIVE_DEFINITIONS)('%s is what the migrations left', async (file) => {
    const names = definedIn(file);
    expect(names.length).toBeGreaterThan(0);
    const migrated = await definitions(db, names);
    expect(migrated.map((row) => row.name).sort()).toEqual([...new Set(names)].sort());
    const applied = await asOwnerRolledBack(t.config.database, db, async (owner) => {
      await sqlRun(owner, readFileSync(join(SRC, file), 'utf8'));
      return definitions(owner, names);
    });
    expect(applied).toEqual(migrated);
  });

  it('has an owner file for every function the migrations left', async () => {
    const rows = await sqlRows<{ name: string }>(
      db,
      `SELECT DISTINCT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
       WHERE n.nspname = current_schema()
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')
       ORDER BY 1`,
    );
    const owned = new Set([...LIVE_DEFINITIONS.flatMap(definedIn), ...SCHEMA_FUNCTIONS]);
    expect(rows.map((row) => row.name).filter((name) => !owned.has(name))).toEqual([]);
  });
});
