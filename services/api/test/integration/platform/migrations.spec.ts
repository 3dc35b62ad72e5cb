import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { MIGRATIONS } from '../../../src/platform/database/migrations';
import { databaseKinds } from '../../support/databases';
import { startTestApp, TestApp } from '../../support/test-app';

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
