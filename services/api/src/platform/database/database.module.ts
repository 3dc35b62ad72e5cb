import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { types } from 'pg';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { ENTITIES } from './entities';
import { MIGRATIONS } from './migrations';
import { createPGlite, pgliteDriver } from './pglite-driver';

/** A DATE is a calendar day, not an instant: keep '2001-02-03' as it is instead of a Date at local midnight. */
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value: string) => value);

/** TypeORM on PostgreSQL (DATABASE_URL) or embedded PGlite; the same migrations on both, run at boot. */
export async function dataSourceOptions(config: AppConfig): Promise<DataSourceOptions> {
  const common = {
    type: 'postgres' as const,
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    migrationsTransactionMode: 'each' as const,
    synchronize: false,
    // gen_random_uuid() is built into PostgreSQL 13+; no extension to install.
    uuidExtension: 'pgcrypto' as const,
    installExtensions: false,
    logging: ['error' as const],
  };
  if (config.database.kind === 'postgres') {
    return { ...common, url: config.database.url, poolSize: 20, applicationName: 'vaultline-api' };
  }
  const db = await createPGlite(config.database.dataDir);
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
