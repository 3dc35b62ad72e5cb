import { getDataSourceToken } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../src/platform/database/migrations';
import { createPGlite, pgliteDriver } from '../../../src/platform/database/pglite-driver';
import type { TestDatabase } from '../../support/databases';
import { createTestDatabase, databaseKinds } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

describe.each(databaseKinds())('migrations on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('run every migration from scratch at boot', async () => {
    const db = t.app.get<DataSource>(getDataSourceToken());
    const applied = await db.query('SELECT name FROM migrations ORDER BY id');
    expect(applied.map((row: { name: string }) => row.name)).toEqual(
      MIGRATIONS.map((migration) => new migration().name),
    );
  });

  it('create the registry tables', async () => {
    const db = t.app.get<DataSource>(getDataSourceToken());
    const tables = await db.query(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name",
    );
    expect(tables.map((row: { table_name: string }) => row.table_name)).toEqual(
      expect.arrayContaining(['release_credentials', 'remote_release_states', 'remote_releases']),
    );
  });

  it('keep released builds immutable for the API: their hashes cannot be rewritten', async () => {
    const db = t.app.get<DataSource>(getDataSourceToken());
    await expect(db.query("UPDATE remote_releases SET integrity = 'x'")).rejects.toThrow(
      /permission denied/,
    );
    await expect(db.query('DELETE FROM remote_release_states')).rejects.toThrow(
      /permission denied/,
    );
  });

  it('answer health with the database kind', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: kind });
  });
});

describe.each(databaseKinds())('the latest migrations on %s', (kind) => {
  let database: TestDatabase;
  let db: DataSource;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const common = { type: 'postgres' as const, migrations: MIGRATIONS, logging: false };
    db =
      database.config.kind === 'postgres'
        ? new DataSource({ ...common, url: database.config.url })
        : new DataSource({
            ...common,
            driver: pgliteDriver(await createPGlite(null)),
            database: 'postgres',
          });
    await db.initialize();
    await db.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await db.destroy();
    await database.drop();
  });

  const functions = async () =>
    (
      await db.query<{ name: string }[]>(
        "SELECT proname AS name FROM pg_proc WHERE proname IN ('transfer_lock', 'idempotency_claim', 'transfer_start_many') ORDER BY 1",
      )
    ).map((row) => row.name);

  const scheduleStatuses = async () =>
    (
      await db.query<{ definition: string }[]>(
        `SELECT pg_get_constraintdef(oid) AS definition FROM pg_constraint
         WHERE conname = 'transfer_schedules_status_check'`,
      )
    )[0].definition;

  const historyIndexes = async () =>
    (
      await db.query<{ name: string }[]>(
        `SELECT indexname AS name FROM pg_indexes
         WHERE tablename = 'transactions' AND indexname LIKE 'transactions_%' ORDER BY 1`,
      )
    ).map((row) => row.name);

  const lastApplied = async () =>
    (await db.query<{ name: string }[]>('SELECT name FROM migrations ORDER BY id DESC LIMIT 1'))[0]
      .name;

  /** Undoes the migrations newer than `name`, newest first (each has its own test). */
  const undoNewerThan = async (name: string) => {
    while ((await lastApplied()) !== name) await db.undoLastMigration({ transaction: 'each' });
  };

  const authenticatorTables = async () =>
    (
      await db.query<{ name: string }[]>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_name IN ('authenticators', 'recovery_codes') ORDER BY 1`,
      )
    ).map((row) => row.name);

  const notificationsTable = async () =>
    (
      await db.query<{ name: string }[]>(
        `SELECT table_name AS name FROM information_schema.tables
         WHERE table_schema = 'public' AND table_name = 'notifications'`,
      )
    ).map((row) => row.name);

  it("undo 0022 by its down() (search by the whole bank's lines again) and apply it again by its up()", async () => {
    await undoNewerThan('SearchByCustomer1763800000022');
    const searchIndexes = async () =>
      (await historyIndexes()).filter((name) => name.endsWith('search_idx'));
    expect(await searchIndexes()).toEqual(['transactions_user_search_idx']);
    await db.undoLastMigration({ transaction: 'each' });
    expect(await searchIndexes()).toEqual(['transactions_search_idx']);
    await db.runMigrations({ transaction: 'each' });
    expect(await searchIndexes()).toEqual(['transactions_user_search_idx']);
  });

  it('undo 0020 by its down() (the notifications table goes) and apply it again by its up()', async () => {
    await undoNewerThan('Notifications1763800000020');
    expect(await notificationsTable()).toEqual(['notifications']);
    await db.undoLastMigration({ transaction: 'each' });
    expect(await notificationsTable()).toEqual([]);
    await db.runMigrations({ transaction: 'each' });
    expect(await notificationsTable()).toEqual(['notifications']);
  });

  it('undo 0019 by its down() (the index of lines by transfer goes) and apply it again by its up()', async () => {
    await undoNewerThan('Insights1763800000019');
    expect(await historyIndexes()).toContain('transactions_transfer_idx');
    await db.undoLastMigration({ transaction: 'each' });
    expect(await historyIndexes()).not.toContain('transactions_transfer_idx');
    await db.runMigrations({ transaction: 'each' });
    expect(await historyIndexes()).toContain('transactions_transfer_idx');
  });

  it('undo 0018 by its down() (the authenticator tables go) and apply it again by its up()', async () => {
    await undoNewerThan('Authenticator1763800000018');
    expect(await authenticatorTables()).toEqual(['authenticators', 'recovery_codes']);
    await db.undoLastMigration({ transaction: 'each' });
    expect(await authenticatorTables()).toEqual([]);
    await db.runMigrations({ transaction: 'each' });
    expect(await authenticatorTables()).toEqual(['authenticators', 'recovery_codes']);
  });

  it('are undone by their down() (0016, 0015, then 0014) and applied again by their up()', async () => {
    await undoNewerThan('HistoryIndexes1763800000016');
    const all = ['idempotency_claim', 'transfer_lock', 'transfer_start_many'];
    const before = ['transactions_open_transfer_idx', 'transactions_pkey'];
    const indexes = [
      ...before,
      'transactions_search_idx',
      'transactions_user_amount_idx',
      'transactions_user_history_idx',
    ];
    expect(await historyIndexes()).toEqual(indexes);
    await db.undoLastMigration({ transaction: 'each' });
    expect(await historyIndexes()).toEqual([...before, 'transactions_user_date_idx']);
    expect(await functions()).toEqual(all);
    expect(await scheduleStatuses()).toContain("'expired'");
    await db.undoLastMigration({ transaction: 'each' });
    expect(await scheduleStatuses()).not.toContain("'expired'");
    expect(await functions()).toEqual(all);
    await db.undoLastMigration({ transaction: 'each' });
    expect(await functions()).toEqual(['transfer_start_many']);
    await db.runMigrations({ transaction: 'each' });
    expect(await functions()).toEqual(all);
    expect(await scheduleStatuses()).toContain("'expired'");
    // Every migration again: 0019's index of lines by transfer, 0022's search by customer, 0032's
    // references by customer.
    const searchByCustomer = indexes.map((name) =>
      name === 'transactions_search_idx' ? 'transactions_user_search_idx' : name,
    );
    expect(await historyIndexes()).toEqual(
      [...searchByCustomer, 'transactions_transfer_idx', 'transactions_user_reference_idx'].sort(),
    );
  });
});
