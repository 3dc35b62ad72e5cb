import { DataSource } from 'typeorm';
import { createPGlite, pgliteDriver } from '../../../src/platform/database/pglite-driver';

/**
 * PGlite is one session. Without the queue, B's COMMIT would also commit A's insert and A's
 * ROLLBACK would then find no transaction, leaving both rows; with it, only B's row remains.
 */
describe('embedded database queue', () => {
  let db: DataSource;
  beforeAll(async () => {
    const pglite = await createPGlite(null);
    db = new DataSource({ type: 'postgres', driver: pgliteDriver(pglite), database: 'postgres' });
    await db.initialize();
    await db.query('CREATE TABLE rows (label text NOT NULL)');
  });
  afterAll(() => db.destroy());

  it('runs concurrent transactions one at a time: a rolled-back one leaves nothing behind', async () => {
    let markInserted!: () => void;
    const aInserted = new Promise<void>((resolve) => (markInserted = resolve));

    const a = db.transaction(async (tx) => {
      await tx.query("INSERT INTO rows VALUES ('a')");
      markInserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back A');
    });
    await aInserted; // B starts while A is open
    const b = db.transaction((tx) => tx.query("INSERT INTO rows VALUES ('b')"));

    await expect(a).rejects.toThrow('roll back A');
    await b;
    expect(await db.query('SELECT label FROM rows ORDER BY label')).toEqual([{ label: 'b' }]);
  });

  it('keeps queries outside a transaction out of it', async () => {
    let release!: () => void;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const tx = db.transaction(async (manager) => {
      await manager.query("INSERT INTO rows VALUES ('c')");
      await hold;
      throw new Error('roll back C');
    });
    const outside = db.query('SELECT count(*)::int AS n FROM rows');
    release();
    await expect(tx).rejects.toThrow('roll back C');
    // The read waited for the transaction to end, so it never saw the uncommitted row.
    expect(await outside).toEqual([{ n: 1 }]);
  });

  it('returns bigint as a string, like pg', async () => {
    expect(await db.query('SELECT 9007199254740993::bigint AS n')).toEqual([
      { n: '9007199254740993' },
    ]);
  });
});
