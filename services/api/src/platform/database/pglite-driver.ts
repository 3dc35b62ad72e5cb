import { EventEmitter } from 'node:events';
import { mkdirSync } from 'node:fs';
import { PGlite, types } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Lets TypeORM's postgres driver talk to PGlite (PostgreSQL in WASM) as if it were `pg`.
 *
 * PGlite is a single database session. If two TypeORM query runners shared it, one runner's
 * COMMIT would commit the other's half-done work and its ROLLBACK would undo someone else's. So the
 * pool hands out the session to one query runner at a time: `connect` waits its turn in a FIFO
 * queue, and the release callback passes the session on. Every transaction, and every query
 * outside one, therefore runs alone, in arrival order.
 */

const ACQUIRE_TIMEOUT_MS = 30_000;

type Release = (error?: unknown) => void;
type ConnectCallback = (error: Error | null, client: PGliteClient | null, release: Release) => void;

type QueryCallback = (error: Error | null, result: PgLikeResult | null) => void;

interface PgLikeResult {
  rows: unknown[];
  rowCount: number;
  command?: string;
}

class PGliteClient extends EventEmitter {
  constructor(private readonly db: PGlite) {
    super();
  }

  /** pg's signatures: query(sql, params?) → promise, and query(sql, callback) as TypeORM uses it once. */
  query(sql: string, params?: unknown[] | QueryCallback): Promise<PgLikeResult> {
    if (typeof params === 'function') {
      const callback = params;
      const result = this.run(sql);
      result.then(
        (value) => callback(null, value),
        (error: Error) => callback(error, null),
      );
      return result;
    }
    return this.run(sql, params);
  }

  private async run(sql: string, params?: unknown[]): Promise<PgLikeResult> {
    if (params && params.length > 0) {
      // eslint-disable-next-line no-restricted-syntax -- this is the driver under sqlRows
      const result = await this.db.query<Record<string, unknown>>(sql, params);
      return {
        rows: result.rows,
        rowCount: result.affectedRows ?? result.rows.length,
        command: commandOf(sql),
      };
    }
    // Without parameters the SQL may hold several statements (migrations); like pg, answer with the last.
    const results = await this.db.exec(sql);
    const last = results[results.length - 1];
    return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0, command: commandOf(sql) };
  }
}

function commandOf(sql: string): string {
  return (sql.trimStart().split(/\s/, 1)[0] ?? '').toUpperCase();
}

class SessionQueue {
  private busy = false;
  private readonly waiting: Array<() => void> = [];

  acquire(): Promise<void> {
    if (!this.busy) {
      this.busy = true;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(
          new Error(
            'The embedded database stayed busy for 30 s. A query that runs outside the open transaction ' +
              "(use the transaction's EntityManager) or a very long transaction holds the only session.",
          ),
        );
      }, ACQUIRE_TIMEOUT_MS);
      this.waiting.push(grant);
    });
  }

  release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.busy = false;
  }

  get length(): number {
    return this.waiting.length + (this.busy ? 1 : 0);
  }
}

/** The object TypeORM expects as `driver` (it only uses `Pool`). `closeOnEnd: false` leaves PGlite open when the pool ends. */
export function pgliteDriver(db: PGlite, { closeOnEnd = true } = {}) {
  const queue = new SessionQueue();
  const client = new PGliteClient(db);

  class Pool extends EventEmitter {
    connect(callback: ConnectCallback): void {
      queue.acquire().then(
        () => {
          let released = false;
          callback(null, client, () => {
            if (released) return;
            released = true;
            queue.release();
          });
        },
        (error: Error) => callback(error, null, () => undefined),
      );
    }

    end(callback?: (error?: Error) => void): Promise<void> {
      return (closeOnEnd ? db.close() : Promise.resolve()).then(
        () => callback?.(),
        (error: Error) => callback?.(error),
      );
    }

    get totalCount(): number {
      return 1;
    }

    get waitingCount(): number {
      return queue.length;
    }
  }

  return { Pool };
}

/**
 * int8 and date come back as strings, as with `pg` (see database.module), so both databases read
 * alike; pg_trgm and btree_gin are loaded for the history's search index (migrations 0016 and
 * 0022), as PostgreSQL ships them.
 */
export async function createPGlite(dataDir: string | null, startFrom?: Blob): Promise<PGlite> {
  const options = {
    parsers: {
      [types.INT8]: (value: string) => value,
      [types.DATE]: (value: string) => value,
    },
    extensions: { pg_trgm, btree_gin },
  };
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir ? { dataDir, ...options } : { loadDataDir: startFrom, ...options });
}
