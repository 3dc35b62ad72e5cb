import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Transaction } from '@vaultline/contracts';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { sqlFirst, sqlOne, sqlRows } from '../../platform/database/sql';
import { countSql, pageParts, SEARCH_TEXT } from './history-filter.queries';
import type { Filter } from './history-filter.queries';
import type { Cursor, HistoryQuery } from './history.types';

/** A statement line as the history reads it, with its account's name and number and its sort value. */
export interface LineRow {
  id: string;
  created_at: Date;
  title: string;
  description: string;
  category: string;
  type: Transaction['type'];
  amount_minor: string;
  status: Transaction['status'];
  account_id: string;
  account_name: string;
  account_number: string;
  transfer_id: string | null;
  sort_value: string;
}

/** A page's line, with the page's count where the same statement counted it (null otherwise). */
export type PageRow = LineRow & { counted: number | null };

/** A rare word's page row; the one row of an empty page has only `in_bank`. */
export type RareRow = Omit<PageRow, 'id'> & { id: string | null; in_bank: number };

/** EXPLAIN (FORMAT JSON)'s answer, as far as it is read. */
type ExplainedPlan = [{ Plan: { 'Plan Rows': number } }];

interface QueryPlanRow {
  'QUERY PLAN': string | ExplainedPlan;
}

interface CountRow {
  total: number;
}

interface OwnAccountRow {
  one: number;
}

const LINE_COLUMNS = `t.id, t.created_at, t.title, t.description, t.category, t.type, t.amount_minor, t.status,
  t.account_id, t.transfer_id, a.name AS account_name, a.number AS account_number`;

const ONE_SQL = `SELECT ${LINE_COLUMNS}, ''::text AS sort_value
  FROM transactions t JOIN ledger_accounts a ON a.id = t.account_id WHERE t.id = $1`;

/** The statements of a customer's history (pages, counts, a search's estimate) and of one line. */
@Injectable()
export class HistoryQueries {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    /** Pages, counts and searches may lag (read-your-writes kept); ownership checks may not. */
    private readonly replica: ReplicaReads,
  ) {}

  /**
   * How many lines of the whole bank PostgreSQL expects to hold the pattern (its estimate, from the
   * statistics of the search index's expression; about 0.3 ms of planning).
   */
  async estimatedMatches(pattern: string): Promise<number> {
    const row = await sqlOne<QueryPlanRow>(
      this.db,
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM transactions t WHERE ${SEARCH_TEXT} ILIKE $1`,
      [pattern],
      'query plan',
    );
    const plan = row['QUERY PLAN'];
    const [{ Plan }] = typeof plan === 'string' ? (JSON.parse(plan) as ExplainedPlan) : plan;
    return Plan['Plan Rows'];
  }

  /**
   * A rare word's page: the bank's lines that hold it, found by the trigrams alone (at most
   * `readMax` and one more), then the customer's among them, filtered, ordered and counted (unless a
   * cursor carries the count). Every row says how many lines of the bank were read (`in_bank`).
   */
  rarePage(
    query: HistoryQuery,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
    readMax: number,
  ): Promise<RareRow[]> {
    const { key, order, conditions, params, page } = pageParts(query, filter, cursor, offset);
    const counted = cursor
      ? 'NULL::int'
      : `(SELECT count(*) FROM matched t WHERE ${filter.conditions.join(' AND ')})::int`;
    return sqlRows<RareRow>(
      this.replica,
      `WITH matched AS MATERIALIZED (
         SELECT * FROM transactions t WHERE ${filter.search} LIMIT ${readMax + 1}),
       page AS (
         SELECT ${LINE_COLUMNS}, (${key})::text AS sort_value, ${counted} AS counted,
                row_number() OVER (${order}) AS n
         FROM matched t JOIN ledger_accounts a ON a.id = t.account_id
         WHERE ${conditions.join(' AND ')} ${order} ${page})
       SELECT page.*, bank.in_bank FROM (SELECT count(*)::int AS in_bank FROM matched) bank
       LEFT JOIN page ON true ORDER BY page.n`,
      params,
    );
  }

  /**
   * A reference's page: the customer's lines whose reference starts so, read first and on their
   * own (materialized) so that only the reference index can find them. PostgreSQL keeps no
   * statistics on a partial index's expression: asked for the page in one go, it could guess that
   * walking the customer's history in order finds 21 matches soon, and read a million lines to find
   * one. Then ordered, paged and counted (unless a cursor carries the count), and the accounts
   * joined to the page's lines only.
   */
  referencePage(
    query: HistoryQuery,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
  ): Promise<PageRow[]> {
    const { key, order, conditions, params, page } = pageParts(query, filter, cursor, offset);
    const counted = cursor ? 'NULL::int' : '(SELECT count(*) FROM matched)::int';
    return sqlRows<PageRow>(
      this.replica,
      `WITH matched AS MATERIALIZED (
         SELECT * FROM transactions t WHERE ${[...filter.conditions, filter.search].join(' AND ')})
       SELECT ${LINE_COLUMNS}, t.sort_value, t.counted
       FROM (SELECT t.*, (${key})::text AS sort_value, ${counted} AS counted
             FROM matched t WHERE ${conditions.join(' AND ')} ${order} ${page}) t
       JOIN ledger_accounts a ON a.id = t.account_id ${order}`,
      params,
    );
  }

  /** Whether the account is the customer's. */
  async ownsAccount(userId: string, accountId: string): Promise<boolean> {
    const own = await sqlFirst<OwnAccountRow>(
      this.db,
      'SELECT 1 AS one FROM ledger_accounts WHERE id = $1 AND owner_id = $2',
      [accountId, userId],
    );
    return own !== undefined;
  }

  /**
   * One page by keyset or offset; with `window`, the search is applied only to that many lines in
   * the page's order, read one by one until the page is full (no count). Otherwise counted in the
   * same statement unless a cursor carries the count or `countInline` is false.
   */
  lines(
    query: HistoryQuery,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
    window?: number,
    countInline = true,
  ): Promise<PageRow[]> {
    const { key, order, conditions, params, page } = pageParts(query, filter, cursor, offset);
    const search = filter.search ? [filter.search] : [];
    const join = 'JOIN ledger_accounts a ON a.id = t.account_id';
    // Counted in the same statement (one round trip), unless a cursor carries the count or the caller counts.
    const counted = cursor || !countInline ? 'NULL::int' : countSql(filter, offset);
    if (window === undefined)
      return this.read(
        `SELECT ${LINE_COLUMNS}, (${key})::text AS sort_value, ${counted} AS counted
         FROM transactions t ${join} WHERE ${[...conditions, ...search].join(' AND ')} ${order} ${page}`,
        params,
        offset === 0 && !filter.search,
      );
    // Nested so that the limits apply in order: lines are read from the index only until a page matches.
    const recent = `SELECT * FROM transactions t WHERE ${conditions.join(' AND ')} ${order} LIMIT ${window}`;
    return this.read(
      `SELECT ${LINE_COLUMNS}, (${key})::text AS sort_value, NULL::int AS counted
       FROM (SELECT * FROM (${recent}) t WHERE ${search.join(' AND ')} ${order} ${page}) t ${join} ${order}`,
      params,
      offset === 0,
    );
  }

  /**
   * A page's statement: by a named statement (planned once per connection) when its shape is one of
   * few and its plan does not depend on the values (offset 0, and no search in the whole history,
   * whose best plan depends on the word); otherwise planned for its values.
   */
  private read(sql: string, params: unknown[], named: boolean): Promise<PageRow[]> {
    return named
      ? this.replica.read<PageRow>(sql, params)
      : sqlRows<PageRow>(this.replica, sql, params);
  }

  /** The count on its own (up to TRANSACTIONS_COUNTED_AHEAD past the offset, and one more). */
  async count(filter: Filter, offset: number): Promise<number> {
    const { total } = await sqlOne<CountRow>(
      this.replica,
      `SELECT ${countSql(filter, offset)} AS total`,
      filter.params,
      'count',
    );
    return total;
  }

  /** One line by id, whoever it belongs to. */
  line(id: string): Promise<LineRow | undefined> {
    return sqlFirst<LineRow>(this.db, ONE_SQL, [id]);
  }
}
