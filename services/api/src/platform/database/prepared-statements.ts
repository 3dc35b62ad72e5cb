import { createHash } from 'node:crypto';
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
/** Connections for frequent reads by named statement (`read`), apart so they never wait on writes. */
export const READ_POOL_SIZE = 6;
export const API_POOL_SIZE = 20;
/**
 * How many distinct statements `read` keeps prepared (on each read connection); the rest run
 * unnamed. A bound on PostgreSQL's memory for plans whatever shapes callers build.
 */
export const MAX_READ_STATEMENTS = 64;

/**
 * The hot path's statements (session lookups, transfer contexts, transfer writes) and frequent reads
 * (history pages) as named prepared statements: parsed and planned once per connection. On
 * PostgreSQL this owns two small `pg` pools for them (one each, so reads never wait on writes)
 * instead of borrowing TypeORM's driver internals. Inside a caller's transaction, and on the
 * embedded database (one session, no pool), a statement runs on the caller's manager instead.
 */
@Injectable()
export class PreparedStatements implements OnApplicationShutdown {
  private readonly logger = new Logger(PreparedStatements.name);
  private readonly pool: Pool | null;
  private readonly reads: Pool | null;
  /** Names of the statements `read` prepares, by text. */
  private readonly readNames = new Map<string, string>();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.pool = this.newPool(config, PREPARED_POOL_SIZE, 'vaultline-api-prepared');
    this.reads = this.newPool(config, READ_POOL_SIZE, 'vaultline-api-reads');
  }

  private newPool(config: AppConfig, max: number, name: string): Pool | null {
    if (config.database.kind !== 'postgres') return null;
    const pool = new Pool({
      connectionString: config.database.appUrl,
      max,
      application_name: name,
    });
    // An idle connection that dies (a database restart) must not take the process with it.
    pool.on('error', (error) => this.logger.warn(`${name} pool: ${error.message}`));
    return pool;
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

  /**
   * A read outside any transaction, by a statement named after its text: PostgreSQL parses and plans
   * it once per connection (a generic plan once it is as good as the custom ones), which on a page of
   * history costs as much as running it. For statements whose best plan does not depend on the
   * values; the first MAX_READ_STATEMENTS texts get a name, any later one runs unnamed.
   */
  async read<Row extends object>(text: string, values: readonly unknown[]): Promise<Row[]> {
    if (!this.reads) return sqlRows<Row>(this.db.manager, text, values);
    const name = this.nameFor(text);
    // eslint-disable-next-line no-restricted-syntax -- the reads' own pool, typed by Row
    const result = await this.reads.query<Row>({ name, text, values: [...values] });
    return result.rows;
  }

  /** The name `read` prepares a text under (the first MAX_READ_STATEMENTS texts), or undefined. */
  nameFor(text: string): string | undefined {
    let name = this.readNames.get(text);
    if (name === undefined && this.readNames.size < MAX_READ_STATEMENTS) {
      name = `read_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
      this.readNames.set(text, name);
    }
    return name;
  }

  /** After the HTTP server has closed (Nest runs module-destroy hooks before): in-flight requests finish on it. */
  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.pool?.end(), this.reads?.end()]);
  }
}
