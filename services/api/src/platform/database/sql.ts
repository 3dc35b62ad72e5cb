import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The rows a raw statement returned. TypeORM's postgres driver answers UPDATE and DELETE with
 * `[rows, affectedCount]` and everything else with the rows; this reads both the same way.
 */
export async function sqlRows<T = Record<string, unknown>>(
  db: Queryable,
  sql: string,
  params: unknown[] = [],
): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as T[];
  }
  return result as T[];
}

interface PgPool {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/**
 * A hot-path read or single-statement write, as a named prepared statement on PostgreSQL (parsed
 * and planned once per connection) when it runs on its own; inside a transaction (or on the
 * embedded database) it goes through the manager like any other query.
 */
export async function hotQuery<T = Record<string, unknown>>(
  db: EntityManager,
  name: string,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const pool = (db.connection.driver as unknown as { master?: Partial<PgPool> }).master;
  const inTransaction = db.queryRunner?.isTransactionActive ?? false;
  if (!inTransaction && typeof pool?.query === 'function')
    return (await (pool as PgPool).query({ name, text, values })).rows as T[];
  return db.query(text, values);
}
