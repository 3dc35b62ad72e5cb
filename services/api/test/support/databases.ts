import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { appDatabaseUrl } from '../../src/platform/config/app-config';
import type { DatabaseConfig } from '../../src/platform/config/app-config';
import { migratedPGlite } from '../../src/platform/database/database.module';
import { sqlRun } from '../../src/platform/database/sql';
import type { Queryable } from '../../src/platform/database/sql';

export type DatabaseKind = DatabaseConfig['kind'];

/**
 * Suites that prove something only PostgreSQL can (concurrency, outages): they run when
 * DATABASE_URL names a server. Without one they are skipped on a developer's machine, and fail
 * under CI=true, where a missing database must never pass for a green run.
 */
export function describeOnPostgres(name: string, body: () => void): void {
  if (process.env.DATABASE_URL) return describe(name, body);
  if (process.env.CI === 'true') {
    return describe(name, () => {
      it('needs DATABASE_URL (PostgreSQL) under CI', () => {
        throw new Error(
          'CI=true but DATABASE_URL is not set: this suite proves what only PostgreSQL can.',
        );
      });
    });
  }
  describe.skip(name, body);
}

/** Suites run on embedded PGlite always, and on PostgreSQL too when DATABASE_URL names a server. */
export function databaseKinds(): DatabaseKind[] {
  return process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  config: DatabaseConfig;
  drop(): Promise<void>;
}

/** `work` on a connection of the server's owner: to DATABASE_URL, or to `url` (a test database). */
async function withAdminClient<T>(
  work: (client: Client) => Promise<T>,
  url = process.env.DATABASE_URL,
): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const DATABASE_SOURCES = join(__dirname, '../../src/platform/database');
const REPOSITORY = join(__dirname, '../../../..');

/**
 * A digest of what makes the migrated schema (the migrations with their SQL files, the SQL helper
 * they call, the PGlite driver and PGlite's version): a snapshot is reused only for the same.
 */
function migrationsDigest(): string {
  const digest = createHash('sha256');
  digest.update(readFileSync(join(REPOSITORY, 'node_modules/@electric-sql/pglite/package.json')));
  const migrations = readdirSync(join(DATABASE_SOURCES, 'migrations'), { recursive: true })
    .map((file) => join('migrations', String(file)))
    .filter((file) => /\.(ts|sql)$/.test(file));
  for (const file of [...migrations.sort(), 'sql.ts', 'pglite-driver.ts', 'database.module.ts'])
    digest.update(file).update(readFileSync(join(DATABASE_SOURCES, file)));
  return digest.digest('hex').slice(0, 16);
}

/**
 * PGlite's data folder once initdb and every migration ran, as a tarball in the temp folder: made
 * by the first suite that needs it (written aside, then renamed into place, so a suite running
 * beside it never reads half a file) and loaded by every later one, which saves each app about
 * 3 s of initdb and migrations (older snapshots are removed). The app still runs the migrations
 * at start: none is left to apply.
 */
async function migratedSnapshot(): Promise<Blob> {
  const name = `vaultline-pglite-migrated-${migrationsDigest()}.tar`;
  const file = join(tmpdir(), name);
  try {
    return new Blob([readFileSync(file)]);
  } catch {
    const db = await migratedPGlite(null);
    const tarball = await db.dumpDataDir('none');
    await db.close();
    const aside = `${file}.${process.pid}`;
    writeFileSync(aside, Buffer.from(await tarball.arrayBuffer()));
    renameSync(aside, file);
    for (const older of readdirSync(tmpdir()))
      if (/^vaultline-pglite-migrated-[0-9a-f]+\.tar$/.test(older) && older !== name)
        rmSync(join(tmpdir(), older), { force: true });
    return tarball;
  }
}

/**
 * A fresh database: in-memory PGlite (migrated), or a new, empty database on the PostgreSQL server
 * of DATABASE_URL.
 */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const startFrom = await migratedSnapshot();
    return { config: { kind: 'pglite', dataDir: null, startFrom }, drop: async () => undefined };
  }
  const name = `vaultline_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    config: {
      kind: 'postgres',
      url: url.toString(),
      appUrl: appDatabaseUrl(url.toString()),
      readUrl: null,
    },
    drop: () =>
      withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      ).then(() => undefined),
  };
}

/**
 * Fresh planner statistics for `table`, as autovacuum keeps them on PostgreSQL. Only the owner may
 * ANALYZE: on PostgreSQL a connection of its own; on PGlite, whose one session works under SET
 * ROLE, the owner's role for one transaction.
 */
export async function analyzeAsOwner(
  config: DatabaseConfig,
  appDb: DataSource,
  table: string,
): Promise<void> {
  if (!/^[a-z_]+$/.test(table)) throw new Error(`analyzeAsOwner: not a table name: ${table}`);
  if (config.kind === 'pglite') {
    await appDb.transaction(async (tx) => {
      await sqlRun(tx, 'SET LOCAL ROLE postgres');
      await sqlRun(tx, `ANALYZE ${table}`);
    });
    return;
  }
  await withAdminClient(
    (client) => client.query<Record<string, never>>(`ANALYZE ${table}`),
    config.url,
  );
}

/**
 * Runs `work` as the database's owner (who may create functions) in a transaction that is always
 * rolled back: on PostgreSQL a connection of its own to the owner's URL; on PGlite, whose one
 * session works under SET ROLE, the owner's role for that transaction. `work` gets a Queryable,
 * for sqlRows/sqlRun with typed rows.
 */
export async function asOwnerRolledBack<T>(
  config: DatabaseConfig,
  appDb: DataSource,
  work: (db: Queryable) => Promise<T>,
): Promise<T> {
  if (config.kind === 'pglite') {
    const runner = appDb.createQueryRunner();
    await runner.startTransaction();
    try {
      await runner.query('SET LOCAL ROLE postgres');
      return await work(runner.manager);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  }
  return withAdminClient(async (client) => {
    await client.query('BEGIN');
    // The pg client answers rows as TypeORM's query does, which is all sqlRows/sqlRun read.
    const owner = {
      query: async (sql: string, params?: unknown[]) =>
        (await client.query<Record<string, unknown>>(sql, params)).rows,
    } as unknown as Queryable;
    try {
      return await work(owner);
    } finally {
      await client.query('ROLLBACK');
    }
  }, config.url);
}
