import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { sqlRows } from './sql';

/**
 * Connections of the hot path's own pool. Its statements are already shared by the requests that
 * arrive together (BatchedCall), so a few connections serve them all; TypeORM's pool gives up as
 * many, so the API still holds at most API_POOL_SIZE connections.
 */
export const PREPARED_POOL_SIZE = 4;
export const API_POOL_SIZE = 20;

/**
 * The hot path's statements (session lookups, transfer contexts, transfer writes) as named prepared
 * statements: parsed and planned once per connection. On PostgreSQL this owns a small `pg` pool for
 * them instead of borrowing TypeORM's driver internals. Inside a caller's transaction, and on the
 * embedded database (one session, no pool), a statement runs on the caller's manager instead.
 */
@Injectable()
export class PreparedStatements implements OnApplicationShutdown {
  private readonly logger = new Logger(PreparedStatements.name);
  private readonly pool: Pool | null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.pool =
      config.database.kind === 'postgres'
        ? new Pool({
            connectionString: config.database.appUrl,
            max: PREPARED_POOL_SIZE,
            application_name: 'vaultline-api-prepared',
          })
        : null;
    // An idle connection that dies (a database restart) must not take the process with it.
    this.pool?.on('error', (error) => this.logger.warn(`prepared pool: ${error.message}`));
  }

  async rows<Row extends object>(
    name: string,
    text: string,
    values: readonly unknown[],
    tx?: EntityManager,
  ): Promise<Row[]> {
    if (tx?.queryRunner?.isTransactionActive || !this.pool)
      return sqlRows<Row>(tx ?? this.db.manager, text, values);
    // eslint-disable-next-line no-restricted-syntax -- the hot path's own pool, typed by Row
    const result = await this.pool.query<Row>({ name, text, values: [...values] });
    return result.rows;
  }

  /** After the HTTP server has closed (Nest runs module-destroy hooks before): in-flight requests finish on it. */
  async onApplicationShutdown(): Promise<void> {
    await this.pool?.end();
  }
}
