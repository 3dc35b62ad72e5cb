import type { DataSource, EntityManager } from 'typeorm';

/** Anything TypeORM can run a statement on: the data source or a transaction's manager. */
export type Queryable = Pick<DataSource | EntityManager, 'query'>;

/**
 * The rows a hand-written statement returns, typed by the caller: `Row` is what its SELECT (or
 * RETURNING) list gives. There is no default, so a call that does not say reads `object` rows and
 * cannot touch a column. TypeORM's postgres driver answers UPDATE and DELETE with
 * `[rows, affectedCount]` and everything else with the rows; this reads both the same way.
 */
export async function sqlRows<Row extends object>(
  db: Queryable,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Row[]> {
  const result: unknown = await db.query(sql, [...params]);
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as Row[];
  }
  return Array.isArray(result) ? (result as Row[]) : [];
}

/** The first row of a statement, or undefined when it returned none. */
export async function sqlFirst<Row extends object>(
  db: Queryable,
  sql: string,
  params: readonly unknown[] = [],
): Promise<Row | undefined> {
  const [row] = await sqlRows<Row>(db, sql, params);
  return row;
}

/**
 * The one row a statement must return (an INSERT … RETURNING, a row the caller just locked, a
 * function's result); throws when there is none, so a missing row is a loud error, never a property
 * read of undefined further on. `what` names the row in the error.
 */
export async function sqlOne<Row extends object>(
  db: Queryable,
  sql: string,
  params: readonly unknown[] = [],
  what = 'row',
): Promise<Row> {
  const [row] = await sqlRows<Row>(db, sql, params);
  if (row === undefined) throw new Error(`Expected one ${what}, the statement returned none.`);
  return row;
}

/** A statement run for its effect; its rows (if any) are not read. */
export async function sqlRun(
  db: Queryable,
  sql: string,
  params: readonly unknown[] = [],
): Promise<void> {
  await db.query(sql, [...params]);
}
