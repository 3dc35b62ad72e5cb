import { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../src/platform/database/migrations';
import { createPGlite, pgliteDriver } from '../../../src/platform/database/pglite-driver';
import { sqlOne, sqlRows, sqlRun } from '../../../src/platform/database/sql';
import type { TestDatabase } from '../../support/databases';
import { createTestDatabase, databaseKinds } from '../../support/databases';

interface BackfilledRow {
  email: string;
  status: string;
  verified_by: string | null;
  tax_id_sealed: string | null;
  tax_id_last4: string | null;
  note: string | null;
}

const MIGRATION = 'CustomerVerification1763800000025';

/**
 * Migration 0025: everyone with an account when it runs was taken on before identity verification
 * was required. They are verified as grandfathered, with a note and no taxpayer number invented;
 * anyone who signs up later starts unverified (no row).
 */
describe.each(databaseKinds())('migration 0025, customer verification (%s)', (kind) => {
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

  const applied = async () =>
    (await sqlRows<{ name: string }>(db, 'SELECT name FROM migrations')).map((row) => row.name);

  const addUser = (email: string, role = 'customer') =>
    sqlOne<{ id: string }>(
      db,
      `INSERT INTO users (email, first_name, last_name, password_hash, role)
       VALUES ($1, 'Early', 'Customer', 'not-a-hash', $2) RETURNING id`,
      [email, role],
    );

  it('verifies everyone who has an account as grandfathered, inventing no tax id', async () => {
    while ((await applied()).includes(MIGRATION))
      await db.undoLastMigration({ transaction: 'each' });
    await addUser('early.customer@example.com');
    await addUser('early.staff@example.com', 'admin');
    await db.runMigrations({ transaction: 'each' });
    expect(await applied()).toContain(MIGRATION);
    await addUser('later.customer@example.com');

    const rows = await sqlRows<BackfilledRow>(
      db,
      `SELECT u.email, v.status, v.verified_by, v.tax_id_sealed, v.tax_id_last4, v.note
         FROM users u LEFT JOIN customer_verifications v ON v.user_id = u.id ORDER BY u.email`,
    );
    const grandfathered = {
      status: 'verified',
      verified_by: 'grandfathered',
      tax_id_sealed: null,
      tax_id_last4: null,
      note: expect.stringContaining('before identity verification was required'),
    };
    expect(rows).toEqual([
      { email: 'early.customer@example.com', ...grandfathered },
      { email: 'early.staff@example.com', ...grandfathered },
      {
        email: 'later.customer@example.com',
        status: null,
        verified_by: null,
        tax_id_sealed: null,
        tax_id_last4: null,
        note: null,
      },
    ]);
  });

  it('refuses a cleared review without two different staff members', async () => {
    const customer = await addUser('reviewed.customer@example.com');
    const staff = await addUser('reviewing.staff@example.com', 'admin');
    const review = await sqlOne<{ id: string }>(
      db,
      `INSERT INTO verification_reviews
         (user_id, screened_name, list_entry_id, list_entry_name, match_kind, cause)
       VALUES ($1, 'Early Customer', 'X-1', 'Early Customer', 'hit', 'submission') RETURNING id`,
      [customer.id],
    );
    await sqlRun(db, 'UPDATE verification_reviews SET first_clearer_id = $2 WHERE id = $1', [
      review.id,
      staff.id,
    ]);
    await expect(
      sqlRun(
        db,
        `UPDATE verification_reviews SET status = 'cleared', decided_by = $2, decided_at = now()
         WHERE id = $1`,
        [review.id, staff.id],
      ),
    ).rejects.toThrow(/verification_reviews_four_eyes/);
  });

  it('is undone by its down(): both tables go', async () => {
    while ((await applied()).includes(MIGRATION))
      await db.undoLastMigration({ transaction: 'each' });
    const tables = await sqlRows<{ name: string }>(
      db,
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_name IN ('customer_verifications', 'verification_reviews')`,
    );
    expect(tables).toEqual([]);
    await db.runMigrations({ transaction: 'each' });
  });
});
