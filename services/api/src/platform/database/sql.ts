import type { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The rows a raw statement returned. TypeORM's postgres driver answers UPDATE and DELETE with
 * `[rows, affectedCount]` and everything else with the rows; this reads both the same way.
 */
export async function sqlRows<T = Record<string, unknown>>(db: Queryable, sql: string, params: unknown[] = []): Promise<T[]> {
  const result: unknown = await db.query(sql, params);
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === 'number') {
    return result[0] as T[];
  }
  return result as T[];
}
