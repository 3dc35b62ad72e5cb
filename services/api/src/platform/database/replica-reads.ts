import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Pool, PoolClient } from 'pg';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MetricsService } from '../metrics/metrics.service';
import type { ReadServedBy } from '../metrics/metrics.service';
import { PreparedStatements } from './prepared-statements';
import { sqlRows } from './sql';
import type { Queryable } from './sql';
import { databaseUnreachable, sqlState } from './sql-error';

/** Connections to the replicas: reads only, a few. */
export const REPLICA_POOL_SIZE = 6;
/** How long a read waits for the replica to replay what the primary had, before the primary answers. */
export const REPLICA_WAIT_MS = 100;
const REPLICA_POLL_MS = 2;

/** A replica's query cancelled by the replay it held up (SQLSTATE 40001 on a hot standby). */
const RECOVERY_CONFLICT = '40001';

const PRIMARY_LSN_SQL = 'SELECT pg_current_wal_lsn()::text AS lsn';

interface LsnRow {
  lsn: string;
}

interface CaughtUpRow {
  /** The read port's server is a standby (a proxy with no replica left sends reads to the primary). */
  standby: boolean;
  caught_up: boolean;
}

/**
 * Reads that may be served by a read replica (DATABASE_READ_URL): history, statements, insights,
 * staff searches. Read-your-writes by construction: the primary's WAL position is taken when the read
 * begins, and the replica answers only once it has replayed up to it, so every write acknowledged
 * before the read (the customer's own included) is there. A replica that lags more than
 * REPLICA_WAIT_MS, cannot be reached or cancels the query hands the read to the primary. Without a
 * replica, or inside a transaction, every read is the primary's. Use it where `this.db` would be read.
 */
@Injectable()
export class ReplicaReads implements Queryable, OnApplicationShutdown {
  private readonly logger = new Logger(ReplicaReads.name);
  private readonly replica: Pool | null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly prepared: PreparedStatements,
    private readonly metrics: MetricsService,
  ) {
    const readUrl = config.database.kind === 'postgres' ? config.database.readUrl : null;
    this.replica = readUrl
      ? new Pool({
          connectionString: readUrl,
          max: REPLICA_POOL_SIZE,
          application_name: 'vaultline-api-replica',
        })
      : null;
    this.replica?.on('error', (error) => this.logger.warn(`replica pool: ${error.message}`));
  }

  /** TypeORM's `query` (for sqlRows and the like), for reads only: their rows. */
  async query<T = unknown[]>(sql: string, params: unknown[] = []): Promise<T> {
    const fromReplica = this.replica ? await this.fromReplica(sql, params) : null;
    return (fromReplica ?? (await this.primary(sql, params))) as T;
  }

  /** A read by a named statement (PreparedStatements.read), from a replica when one is up to date. */
  async read<Row extends object>(sql: string, params: readonly unknown[]): Promise<Row[]> {
    if (this.replica) {
      const rows = await this.fromReplica(sql, [...params], this.prepared.nameFor(sql));
      if (rows) return rows as Row[];
    }
    return this.prepared.read<Row>(sql, params);
  }

  private primary(sql: string, params: unknown[]): Promise<object[]> {
    return sqlRows<object>(this.db, sql, params);
  }

  /** The rows from a replica that has replayed the primary's present, or null: the primary answers. */
  private async fromReplica(
    sql: string,
    params: unknown[],
    name?: string,
  ): Promise<object[] | null> {
    let client: PoolClient | null = null;
    let broken: Error | undefined;
    try {
      const [primary] = await this.prepared.read<LsnRow>(PRIMARY_LSN_SQL, []);
      if (!primary) return null;
      const lsn = primary.lsn;
      client = await (this.replica as Pool).connect();
      const server = await this.caughtUp(client, lsn);
      if (server === 'lagging') return this.served('primary_lagging', null);
      // eslint-disable-next-line no-restricted-syntax -- the replicas' own pool, typed by the caller
      const result = await client.query<object>({ name, text: sql, values: params });
      return this.served(server === 'standby' ? 'replica' : 'primary_via_read_port', result.rows);
    } catch (error) {
      if (!databaseUnreachable(error) && sqlState(error) !== RECOVERY_CONFLICT) throw error;
      broken = error as Error;
      return this.served('primary_replica_failed', null);
    } finally {
      client?.release(broken);
    }
  }

  /**
   * Whether the read port's server has replayed up to `lsn` ('standby'), waiting up to
   * REPLICA_WAIT_MS for it, or is the primary itself ('primary': a proxy with no replica left
   * sends reads there; it is caught up by definition), or still lags ('lagging').
   */
  private async caughtUp(
    client: PoolClient,
    lsn: string,
  ): Promise<'standby' | 'primary' | 'lagging'> {
    const deadline = Date.now() + REPLICA_WAIT_MS;
    for (;;) {
      // eslint-disable-next-line no-restricted-syntax -- the replicas' own pool, typed by its row
      const { rows } = await client.query<CaughtUpRow>({
        name: 'replica_caught_up',
        text: `SELECT pg_is_in_recovery() AS standby,
                      COALESCE(pg_last_wal_replay_lsn() >= $1::pg_lsn, false) AS caught_up`,
        values: [lsn],
      });
      if (rows[0] && !rows[0].standby) return 'primary';
      if (rows[0]?.caught_up) return 'standby';
      if (Date.now() >= deadline) return 'lagging';
      await new Promise((wait) => setTimeout(wait, REPLICA_POLL_MS));
    }
  }

  private served<T>(by: ReadServedBy, rows: T): T {
    this.metrics.replicaRead(by);
    return rows;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.replica?.end();
  }
}
