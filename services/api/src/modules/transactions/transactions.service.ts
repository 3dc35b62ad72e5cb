import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Transaction, TransactionPage, TransactionQuery } from '@vaultline/contracts';
import {
  CommonErrorCode,
  TRANSACTIONS_COUNTED_AHEAD,
  TransactionQuerySchema,
  UuidSchema,
} from '@vaultline/contracts';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey } from '../../platform/crypto/keys';
import { seal, unseal } from '../../platform/crypto/sealing';
import { toMinor } from '../../platform/database/money';
import { AppException, notFound } from '../../platform/http/app.exception';
import { accountNotFound } from '../accounts/accounts.exception';
import { sqlFirst, sqlRows } from '../../platform/database/sql';
import { PreparedStatements } from '../../platform/database/prepared-statements';

type Query = ReturnType<typeof TransactionQuerySchema.parse>;

/** The column each sort orders by; ties are broken by id so pages never overlap. */
const SORT_KEY: Record<Query['sort'], string> = {
  date: 't.created_at',
  amount: 'abs(t.amount_minor)',
  // What the Description column shows: the description, or the title when there is none.
  description: "lower(coalesce(nullif(t.description, ''), t.title))",
};

/**
 * Where a keyset page starts: the last line's sort value and id, and the sort they belong to; the
 * first page's count, so later pages need not count again; and how many lines came before it.
 */
interface Cursor {
  sort: Query['sort'];
  value: string;
  id: string;
  total?: number;
  totalCapped?: boolean;
  seen?: number;
}

/** A page's line, with the page's count where the same statement counted it (null otherwise). */
type PageRow = Row & { counted: number | null };

interface Count {
  total: number;
  totalCapped: boolean;
}

/** A page's lines, and their count where known (on a cursor page, only a window's "at least"). */
interface Found {
  rows: PageRow[];
  counted: Count | null;
}

/** How many lines, next in the page's order, a search looks in before it asks the whole history. */
const SEARCH_WINDOW = 2_000;

/**
 * A search whose pattern PostgreSQL expects in at most this many lines of the whole bank reads
 * those lines instead of the window and the customer's index entries (see searchRare). On the
 * bench's 10 M lines, a word its statistics' sample never saw is estimated at 891.
 */
const RARE_IN_BANK = 2_000;

/** How long, and for how many patterns, what rareInBank found is kept. */
const RARITY_TTL_MS = 5 * 60_000;
const RARITY_KEPT = 1_000;

/** The most lines of the whole bank a rare word's search reads before it gives up on that way. */
const RARE_READ_MAX = 4 * RARE_IN_BANK;

/** A rare word's page row; the one row of an empty page has only `in_bank`. */
type RareRow = Omit<PageRow, 'id'> & { id: string | null; in_bank: number };

/** EXPLAIN (FORMAT JSON)'s answer, as far as it is read. */
type ExplainedPlan = [{ Plan: { 'Plan Rows': number } }];

/** What a search looks in; the same expression as the trigram index (migration 0016). */
const SEARCH_TEXT = "(t.title || E'\\x1f' || t.description || E'\\x1f' || t.category)";

/** What a sort value must look like before PostgreSQL is asked to cast it (a bad cast would be a 500). */
const SORT_VALUE: Record<Query['sort'], RegExp> = {
  // timestamptz as text: 2026-11-24 12:34:56.123456+00
  date: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  amount: /^\d{1,19}$/,
  description: /^[\s\S]{0,400}$/,
};

/**
 * What a cursor is sealed to: the customer and the query it pages (not the page size). A cursor
 * handed out for another customer, sort or filter does not open, so the count it carries is always
 * the count of this query.
 */
function cursorContext(userId: string, query: Query): string {
  const { sort, order, accountId, type, search } = query;
  return JSON.stringify(['transactions', userId, sort, order, accountId, type, search]);
}

/**
 * Sealed (AES-GCM under the page-cursor key): a cursor is only ever one this API made, so a client
 * cannot put a value PostgreSQL would refuse to cast (month 13, past bigint, a NUL) into the SQL,
 * nor edit the count it carries, whatever it writes.
 */
function encodeCursor(key: Buffer, context: string, cursor: Cursor): string {
  return seal(key, Buffer.from(JSON.stringify(cursor)), context);
}

/** The cursor a page of this query handed out; anything else is a 400 (never a failed cast). */
function decodeCursor(key: Buffer, context: string, raw: string, sort: Query['sort']): Cursor {
  let cursor: Partial<Cursor> | null = null;
  try {
    cursor = JSON.parse(unseal(key, raw, context).toString()) as Partial<Cursor> | null;
  } catch {
    // not sealed by this API for this query, or not JSON: refused below
  }
  // Checked again though sealed: a second line should the app secret ever leak.
  const valid =
    cursor !== null &&
    typeof cursor === 'object' &&
    cursor.sort === sort &&
    typeof cursor.value === 'string' &&
    SORT_VALUE[sort].test(cursor.value) &&
    UuidSchema.safeParse(cursor.id).success &&
    (cursor.total === undefined || (Number.isSafeInteger(cursor.total) && cursor.total >= 0)) &&
    (cursor.totalCapped === undefined || typeof cursor.totalCapped === 'boolean') &&
    (cursor.seen === undefined || (Number.isSafeInteger(cursor.seen) && cursor.seen >= 0));
  if (!valid)
    throw new AppException(
      400,
      CommonErrorCode.VALIDATION_FAILED,
      'Invalid query string (cursor): start again from the first page',
    );
  return cursor as Cursor;
}

/** A LIKE pattern for the text as typed (control characters, the index's separator among them, dropped). */
function containsPattern(text: string): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const plain = text.replace(/[\u0000-\u001f]/g, '');
  return `%${plain.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

interface Row {
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

/** Statement lines: search, filter, sort and keyset pages (or numbered pages for small lists). */
@Injectable()
export class TransactionsService {
  /**
   * What rareInBank found for the patterns searched lately (oldest first, at most RARITY_KEPT, each
   * for RARITY_TTL_MS): a customer paging through a search, or many searching one word, ask
   * PostgreSQL for its estimate once. Statistics change slowly, and either answer finds the same lines.
   */
  private readonly rarity = new Map<string, { rare: boolean; until: number }>();
  /** Seals the cursors this service hands out (see encodeCursor). */
  private readonly cursorKey: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly prepared: PreparedStatements,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cursorKey = deriveKey(config.appSecret, 'page-cursor');
  }

  /**
   * Errors: ACCOUNTS_NOT_FOUND (an account filter naming someone else's account, or none);
   * VALIDATION_FAILED (a cursor this API did not hand out for this customer and query).
   */
  async page(userId: string, input: TransactionQuery): Promise<TransactionPage> {
    const query = TransactionQuerySchema.parse(input);
    const context = cursorContext(userId, query);
    const cursor = query.cursor
      ? decodeCursor(this.cursorKey, context, query.cursor, query.sort)
      : null;
    if (query.accountId) await this.requireOwnAccount(userId, query.accountId);
    const filter = filterOf(userId, query);
    const offset = cursor ? 0 : (query.offset ?? 0);
    // Lines (in this order) before this page: what a count "at least" starts from.
    const before = cursor ? (cursor.seen ?? 0) : offset;
    const found = await this.find(query, filter, cursor, offset, before);
    const items = found.rows.slice(0, query.limit);
    const last = items[items.length - 1];
    const more = found.rows.length > query.limit;
    const seen = before + items.length;
    // The last page of a walk by cursor knows the count: every line before it, and its own.
    const counted =
      cursor?.seen !== undefined && !more && items.length > 0
        ? { total: seen, totalCapped: false }
        : (countOfPage(cursor, found) ?? (await this.count(filter, offset)));
    return {
      items: items.map(toTransaction),
      ...counted,
      nextCursor:
        more && last
          ? encodeCursor(this.cursorKey, context, {
              sort: query.sort,
              value: last.sort_value,
              id: last.id,
              seen,
              ...counted,
            })
          : null,
    };
  }

  /**
   * The page's lines (and one more, to know whether another page follows). A search looks first in
   * the SEARCH_WINDOW lines that come next in the page's order, and stops there as soon as it has a
   * page and one more (a common word: a few hundred lines read; the count is "at least" those). Only
   * when the window holds less than that does it ask the whole history, where the trigram index
   * finds a rare word at once and the count is exact.
   */
  private async find(
    query: Query,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
    before: number,
  ): Promise<Found> {
    const pattern = filter.pattern;
    if (pattern && (await this.rareInBank(pattern))) {
      const rare = await this.searchRare(query, filter, cursor, offset);
      if (rare) return rare;
      this.remember(pattern, false);
    }
    if (filter.search && query.sort !== 'description') {
      const recent = await this.lines(query, filter, cursor, offset, offset + SEARCH_WINDOW);
      if (recent.length > query.limit)
        return { rows: recent, counted: { total: before + recent.length, totalCapped: true } };
    }
    if (filter.search) return this.searchWhole(query, filter, cursor, offset);
    const rows = await this.lines(query, filter, cursor, offset);
    const total = rows[0]?.counted ?? (offset === 0 && !cursor ? 0 : null);
    return { rows, counted: total === null ? null : cappedCount(total, offset) };
  }

  /**
   * A search in the whole history: a page that is not full tells the count itself (the offset
   * plus its lines), so the index is asked only once; a full page is counted apart by `page`.
   */
  private async searchWhole(
    query: Query,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
  ): Promise<Found> {
    const rows = await this.lines(query, filter, cursor, offset, undefined, false);
    const endsHere = !cursor && rows.length <= query.limit && (offset === 0 || rows.length > 0);
    return { rows, counted: endsHere ? cappedCount(offset + rows.length, offset) : null };
  }

  /**
   * Whether PostgreSQL expects the pattern in at most RARE_IN_BANK lines of the whole bank (its
   * estimate, from the statistics of the search index's expression; about 0.3 ms of planning).
   */
  private async rareInBank(pattern: string): Promise<boolean> {
    const known = this.rarity.get(pattern);
    if (known && known.until > Date.now()) return known.rare;
    const [row] = await sqlRows<{ 'QUERY PLAN': string | ExplainedPlan }>(
      this.db,
      `EXPLAIN (FORMAT JSON) SELECT 1 FROM transactions t WHERE ${SEARCH_TEXT} ILIKE $1`,
      [pattern],
    );
    const plan = row['QUERY PLAN'];
    const [{ Plan }] = typeof plan === 'string' ? (JSON.parse(plan) as ExplainedPlan) : plan;
    const rare = Plan['Plan Rows'] <= RARE_IN_BANK;
    this.remember(pattern, rare);
    return rare;
  }

  /** Keeps what is known of a pattern's rarity, as the newest entry; the oldest goes when full. */
  private remember(pattern: string, rare: boolean): void {
    this.rarity.delete(pattern);
    if (this.rarity.size >= RARITY_KEPT)
      this.rarity.delete(this.rarity.keys().next().value as string);
    this.rarity.set(pattern, { rare, until: Date.now() + RARITY_TTL_MS });
  }

  /**
   * A rare word's page: the bank's few lines that hold it, found by the trigrams alone, then the
   * customer's among them, filtered, ordered and counted exactly. For a customer with many lines,
   * the index's entries for the customer cost more than those few lines (a million-line
   * customer's one reference: 1.3 ms against 5.6 ms, and the window's 2.6 ms before it). Null when
   * the bank has more than RARE_READ_MAX such lines (an estimate from statistics older than the
   * lines): the caller then searches as for a common word, this having read at most that many.
   */
  private async searchRare(
    query: Query,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
  ): Promise<Found | null> {
    const { key, order, conditions, params, page } = pageParts(query, filter, cursor, offset);
    const counted = cursor
      ? 'NULL::int'
      : `(SELECT count(*) FROM matched t WHERE ${filter.conditions.join(' AND ')})::int`;
    const rows = await sqlRows<RareRow>(
      this.db,
      `WITH matched AS MATERIALIZED (
         SELECT * FROM transactions t WHERE ${filter.search} LIMIT ${RARE_READ_MAX + 1}),
       page AS (
         SELECT ${LINE_COLUMNS}, (${key})::text AS sort_value, ${counted} AS counted,
                row_number() OVER (${order}) AS n
         FROM matched t JOIN ledger_accounts a ON a.id = t.account_id
         WHERE ${conditions.join(' AND ')} ${order} ${page})
       SELECT page.*, bank.in_bank FROM (SELECT count(*)::int AS in_bank FROM matched) bank
       LEFT JOIN page ON true ORDER BY page.n`,
      params,
    );
    if (rows[0].in_bank > RARE_READ_MAX) return null;
    const lines = rows.filter((row): row is RareRow & PageRow => row.id !== null);
    const total = lines[0]?.counted ?? (offset === 0 && !cursor ? 0 : null);
    return { rows: lines, counted: total === null ? null : cappedCount(total, offset) };
  }

  private async requireOwnAccount(userId: string, accountId: string): Promise<void> {
    const own = await sqlFirst<{ one: number }>(
      this.db,
      'SELECT 1 AS one FROM ledger_accounts WHERE id = $1 AND owner_id = $2',
      [accountId, userId],
    );
    if (!own) throw accountNotFound();
  }

  /**
   * One page by keyset or offset; with `window`, the search is applied only to that many lines in
   * the page's order, read one by one until the page is full (no count). Otherwise counted in the
   * same statement unless a cursor carries the count or `countInline` is false.
   */
  private lines(
    query: Query,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
    window?: number,
    countInline = true,
  ) {
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
      ? this.prepared.read<PageRow>(sql, params)
      : sqlRows<PageRow>(this.db, sql, params);
  }

  /** The count on its own, for a numbered page past the end (no line to carry it). */
  private async count(filter: Filter, offset: number) {
    const [{ total }] = await sqlRows<{ total: number }>(
      this.db,
      `SELECT ${countSql(filter, offset)} AS total`,
      filter.params,
    );
    return cappedCount(total, offset);
  }

  /** One line by id, whoever it belongs to (staff screens). Errors: 404. */
  async one(id: string): Promise<Transaction> {
    const row = await sqlFirst<Row>(this.db, ONE_SQL, [id]);
    if (!row) throw notFound('No such transaction.');
    return toTransaction(row);
  }
}

const LINE_COLUMNS = `t.id, t.created_at, t.title, t.description, t.category, t.type, t.amount_minor, t.status,
  t.account_id, t.transfer_id, a.name AS account_name, a.number AS account_number`;

const ONE_SQL = `SELECT ${LINE_COLUMNS}, ''::text AS sort_value
  FROM transactions t JOIN ledger_accounts a ON a.id = t.account_id WHERE t.id = $1`;

/** A page's order, its conditions and parameters (the cursor's among them), and its LIMIT/OFFSET. */
function pageParts(query: Query, filter: Filter, cursor: Cursor | null, offset: number) {
  const key = SORT_KEY[query.sort];
  const order = `ORDER BY ${key} ${query.order}, t.id ${query.order}`;
  const conditions = [...filter.conditions];
  const params = [...filter.params];
  if (cursor) {
    params.push(cursor.value, cursor.id);
    const after = query.order === 'desc' ? '<' : '>';
    const value = castCursor(query.sort, `$${params.length - 1}`);
    conditions.push(`(${key}, t.id) ${after} (${value}, $${params.length}::uuid)`);
  }
  params.push(query.limit + 1);
  return { key, order, conditions, params, page: `LIMIT $${params.length} OFFSET ${offset}` };
}

/** Matches counted up to TRANSACTIONS_COUNTED_AHEAD past the offset (never the whole history). */
function countSql(filter: Filter, offset: number): string {
  const conditions = [...filter.conditions, ...(filter.search ? [filter.search] : [])];
  const cap = offset + TRANSACTIONS_COUNTED_AHEAD;
  return `(SELECT count(*) FROM (SELECT 1 FROM transactions t WHERE ${conditions.join(' AND ')}
           LIMIT ${cap + 1}) counted)::int`;
}

/**
 * A page's count: what its statement counted, or on a cursor page the carried count, unless that is
 * an "at least" and the page's window has seen more (a cursor page counts nothing else).
 */
function countOfPage(cursor: Cursor | null, found: Found): Count | null {
  if (cursor?.total === undefined) return found.counted;
  const carried = { total: cursor.total, totalCapped: cursor.totalCapped === true };
  const seenMore =
    found.counted !== null && carried.totalCapped && found.counted.total > carried.total;
  return seenMore ? found.counted : carried;
}

function cappedCount(total: number, offset: number): Count {
  const cap = offset + TRANSACTIONS_COUNTED_AHEAD;
  return { total: Math.min(total, cap), totalCapped: total > cap };
}

/** The WHERE of a history query (the customer's lines, narrowed by the filters) and its parameters. */
interface Filter {
  conditions: string[];
  params: unknown[];
  /** The search's condition, kept apart: a search may look in a window of lines first. */
  search: string | null;
  /** The search's ILIKE pattern (a parameter of `search`), for the estimate of how rare it is. */
  pattern: string | null;
}

function filterOf(userId: string, query: Query): Filter {
  const filter: Filter = {
    conditions: ['t.user_id = $1'],
    params: [userId],
    search: null,
    pattern: null,
  };
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    filter.params.push(value);
    filter.conditions.push(sql(`$${filter.params.length}`));
  };
  if (query.accountId) add((p) => `t.account_id = ${p}`, query.accountId);
  if (query.type) add((p) => `t.type = ${p}`, query.type);
  if (query.search) {
    filter.pattern = containsPattern(query.search);
    filter.params.push(filter.pattern);
    filter.search = `${SEARCH_TEXT} ILIKE $${filter.params.length}`;
  }
  return filter;
}

function castCursor(sort: Query['sort'], placeholder: string): string {
  if (sort === 'date') return `${placeholder}::timestamptz`;
  if (sort === 'amount') return `${placeholder}::bigint`;
  return `${placeholder}::text`;
}

function toTransaction(row: Row): Transaction {
  return {
    id: row.id,
    date: row.created_at.toISOString(),
    title: row.title,
    description: row.description,
    category: row.category,
    type: row.type,
    amountMinor: toMinor(row.amount_minor),
    status: row.status,
    accountId: row.account_id,
    accountName: row.account_name,
    accountNumberLast4: row.account_number.slice(-4),
    transferId: row.transfer_id,
  };
}
