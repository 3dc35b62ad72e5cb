import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { types } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { createPGlite, pgliteDriver } from './pglite-driver';

/** A DATE is a calendar day, not an instant: keep '2001-02-03' as it is instead of a Date at local midnight. */
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value: string) => value);

/**
 * The role the API works as once the migrations ran: it may read and append but not rewrite
 * history (no UPDATE or DELETE on postings, journal entries, the audit log). Migrations run as
 * the connecting user, who owns the schema.
 */
export const APP_ROLE = 'vaultline_app';

async function migrate(options: DataSourceOptions): Promise<void> {
  const migrator = new DataSource({ ...options, migrationsRun: true });
  await migrator.initialize();
  await migrator.destroy();
}

/** TypeORM on PostgreSQL (DATABASE_URL) or embedded PGlite; the same migrations on both, run at boot. */
export async function dataSourceOptions(config: AppConfig): Promise<DataSourceOptions> {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: false,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension to install.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    // Off: TypeORM would log failing queries with their parameters; errors are logged (without them) by the error filter.
    logging: false,
  };
  if (config.database.kind === 'postgres') {
    const options = { ...common, url: config.database.url, applicationName: 'vaultline-api' };
    await migrate({ ...options, poolSize: 1 });
    return { ...options, poolSize: 20, extra: { options: `-c role=${APP_ROLE}` } };
  }
  const db = await createPGlite(config.database.dataDir);
  await migrate({ ...common, driver: pgliteDriver(db, { closeOnEnd: false }), database: 'postgres' });
  await db.exec(`SET ROLE ${APP_ROLE}`);
  return { ...common, driver: pgliteDriver(db), database: 'postgres' };
}

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [TypeOrmModule.forRootAsync({ useFactory: () => dataSourceOptions(config) })],
    };
  }
}
