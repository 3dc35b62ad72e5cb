import { DataSource } from 'typeorm';
import { databaseKinds } from '../../support/databases';
import type { TestApp } from '../../support/test-app';
import { startTestApp } from '../../support/test-app';

/** The statements TypeORM's synchronize would run to make the tables look like the entities. */
async function columnDrift(db: DataSource): Promise<string[]> {
  const { upQueries } = await db.driver.createSchemaBuilder().log();
  return upQueries
    .map((query) => query.query)
    .filter((sql) => /CREATE TABLE|ADD COLUMN|DROP COLUMN|ALTER COLUMN|TYPE /i.test(sql));
}

describe.each(databaseKinds())('entities on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t.close());

  it('map every table the migrations create', async () => {
    const db = t.app.get(DataSource);
    const tables = await db.query<{ name: string }[]>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1",
    );
    const mapped = db.entityMetadatas.map((entity) => entity.tableName).sort();
    expect(mapped).toEqual(tables.map((table) => table.name));
  });

  it('match the columns of their tables: synchronize would change no column', async () => {
    expect(await columnDrift(t.app.get(DataSource))).toEqual([]);
  });
});
