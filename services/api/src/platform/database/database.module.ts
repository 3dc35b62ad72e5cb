import type { PGlite } from '@electric-sql/pglite';
import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { types } from 'pg';
import { DataSource, DataSourceOptions } from 'typeorm';
import { APP_ROLE } from '../config/app-config';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';
import { createPGlite, pgliteDriver } from './pglite-driver';
import {
  API_POOL_SIZE,
  PREPARED_POOL_SIZE,
  PreparedStatements,
  READ_POOL_SIZE,
} from './prepared-statements';
import { ReplicaReads } from './replica-reads';
import { sqlFirst } from './sql';

/** A DATE is a calendar day, not an instant: keep '2001-02-03' as it is instead of a Date at local midnight. */
const PG_DATE_OID = 1082;
types.setTypeParser(PG_DATE_OID, (value: string) => value);

async function migrate(options: DataSourceOptions): Promise<void> {
  const migrator = new DataSource({ ...options, migrationsRun: true });
  await migrator.initialize();
  await migrator.destroy();
}

/** What the app's data source and the migrator share. */
const TYPEORM_BASE = {
  type: 'postgres' as const,
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

/** An embedded database with every migration run (in `dataDir`, or in memory from `startFrom`). */
export async function migratedPGlite(dataDir: string | null, startFrom?: Blob): Promise<PGlite> {
  const db = await createPGlite(dataDir, startFrom);
  await migrate({
    ...TYPEORM_BASE,
    driver: pgliteDriver(db, { closeOnEnd: false }),
    database: 'postgres',
  });
  return db;
}

/** TypeORM on PostgreSQL (DATABASE_URL) or embedded PGlite; the same migrations on both, run at boot. */
export async function dataSourceOptions(config: AppConfig): Promise<DataSourceOptions> {
  if (config.database.kind === 'postgres') {
    await migrate({
      ...TYPEORM_BASE,
      url: config.database.url,
      applicationName: 'vaultline-migrate',
      poolSize: 1,
    });
    return {
      ...TYPEORM_BASE,
      url: config.database.appUrl,
      applicationName: 'vaultline-api',
      poolSize: API_POOL_SIZE - PREPARED_POOL_SIZE - READ_POOL_SIZE,
    };
  }
  const db = await migratedPGlite(config.database.dataDir, config.database.startFrom);
  await db.exec(`SET ROLE ${APP_ROLE}`);
  return { ...TYPEORM_BASE, driver: pgliteDriver(db), database: 'postgres' };
}

interface RoleRow {
  name: string;
  rolsuper: boolean;
  rolcreaterole: boolean;
  rolcreatedb: boolean;
  rolbypassrls: boolean;
}

/**
 * Connects and, on PostgreSQL, refuses to serve unless the API logged in as the app role with no
 * power beyond its grants (not a superuser, unable to create roles or databases). The embedded
 * database has one session, owned by its single user: there the API works under SET ROLE.
 */
async function connectAsAppRole(options?: DataSourceOptions): Promise<DataSource> {
  const db = await new DataSource(options as DataSourceOptions).initialize();
  if (options && 'driver' in options && options.driver) return db;
  const role = await sqlFirst<RoleRow>(
    db,
    'SELECT rolname AS name, rolsuper, rolcreaterole, rolcreatedb, rolbypassrls FROM pg_roles WHERE rolname = session_user',
  );
  if (
    role?.name !== APP_ROLE ||
    role.rolsuper ||
    role.rolcreaterole ||
    role.rolcreatedb ||
    role.rolbypassrls
  ) {
    await db.destroy();
    throw new Error(
      `The API must log in as ${APP_ROLE} with no other powers (it logged in as ${role?.name}): check DATABASE_APP_URL.`,
    );
  }
  return db;
}

@Module({})
export class DatabaseModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [PreparedStatements, ReplicaReads],
      exports: [PreparedStatements, ReplicaReads],
      imports: [
        TypeOrmModule.forRootAsync({
          // Each module registers its own entities (TypeOrmModule.forFeature); the data source takes them all.
          useFactory: async () => ({
            ...(await dataSourceOptions(config)),
            autoLoadEntities: true,
          }),
          dataSourceFactory: connectAsAppRole,
        }),
      ],
    };
  }
}
