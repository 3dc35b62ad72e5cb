import { Inject, Injectable } from '@nestjs/common';
import type { Transaction, TransactionPage, TransactionQuery } from '@vaultline/contracts';
import { TransactionQuerySchema } from '@vaultline/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey } from '../../platform/crypto/keys';
import { toMinor } from '../../platform/database/money';
import { notFound } from '../../platform/http/app.exception';
import { accountNotFound } from '../accounts/accounts.exception';
import { cappedCount, countOfPage } from './history-count';
import type { Found } from './history-count';
import { cursorContext, decodeCursor, encodeCursor } from './history-cursor';
import { filterOf } from './history-filter.queries';
import type { Filter } from './history-filter.queries';
import { HistoryQueries } from './history.queries';
import type { LineRow, PageRow, RareRow } from './history.queries';
import type { Cursor, HistoryQuery } from './history.types';
import { searchedAs } from './reference-search';
import { SearchRarity } from './search-rarity';

/** How many lines, next in the page's order, a search looks in before it asks the whole history. */
const SEARCH_WINDOW = 2_000;

/**
 * A search whose pattern PostgreSQL expects in at most this many lines of the whole bank reads
 * those lines instead of the window and the customer's index entries (see searchRare). On the
 * bench's 10 M lines, a word its statistics' sample never saw is estimated at 891.
 */
const RARE_IN_BANK = 2_000;

/** The most lines of the whole bank a rare word's search reads before it gives up on that way. */
const RARE_READ_MAX = 4 * RARE_IN_BANK;

/** Statement lines: search, filter, sort and keyset pages (or numbered pages for small lists). */
@Injectable()
export class TransactionsService {
  /** What rareInBank found for the patterns searched lately (see SearchRarity). */
  private readonly rarity = new SearchRarity();
  /** Seals the cursors this service hands out (see encodeCursor). */
  private readonly cursorKey: Buffer;

  constructor(
    private readonly queries: HistoryQueries,
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
      searchedAs: filter.terms ? searchedAs(filter.terms) : null,
      searchedFor: filter.terms,
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
    query: HistoryQuery,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
    before: number,
  ): Promise<Found> {
    if (filter.terms?.referencePrefix) return this.referencePage(query, filter, cursor, offset);
    const pattern = filter.pattern;
    if (pattern && (await this.rareInBank(pattern))) {
      const rare = await this.searchRare(query, filter, cursor, offset);
      if (rare) return rare;
      this.rarity.remember(pattern, false);
    }
    if (filter.search && query.sort !== 'description') {
      const recent = await this.queries.lines(
        query,
        filter,
        cursor,
        offset,
        offset + SEARCH_WINDOW,
      );
      if (recent.length > query.limit)
        return { rows: recent, counted: { total: before + recent.length, totalCapped: true } };
    }
    if (filter.search) return this.searchWhole(query, filter, cursor, offset);
    return this.plainPage(query, filter, cursor, offset);
  }

  /** A reference's start: its index finds the customer's few lines at once, counted exactly. */
  private async referencePage(
    query: HistoryQuery,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
  ): Promise<Found> {
    const rows = await this.queries.referencePage(query, filter, cursor, offset);
    const total = rows[0]?.counted ?? (offset === 0 && !cursor ? 0 : null);
    return { rows, counted: total === null ? null : cappedCount(total, offset) };
  }

  /** A page read in one statement, counted in it too unless a cursor carries the count. */
  private async plainPage(
    query: HistoryQuery,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
  ): Promise<Found> {
    const rows = await this.queries.lines(query, filter, cursor, offset);
    const total = rows[0]?.counted ?? (offset === 0 && !cursor ? 0 : null);
    return { rows, counted: total === null ? null : cappedCount(total, offset) };
  }

  /**
   * A search in the whole history: a page that is not full tells the count itself (the offset
   * plus its lines), so the index is asked only once; a full page is counted apart by `page`.
   */
  private async searchWhole(
    query: HistoryQuery,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
  ): Promise<Found> {
    const rows = await this.queries.lines(query, filter, cursor, offset, undefined, false);
    const endsHere = !cursor && rows.length <= query.limit && (offset === 0 || rows.length > 0);
    return { rows, counted: endsHere ? cappedCount(offset + rows.length, offset) : null };
  }

  /**
   * Whether PostgreSQL expects the pattern in at most RARE_IN_BANK lines of the whole bank (its
   * estimate, from the statistics of the search index's expression; about 0.3 ms of planning).
   */
  private async rareInBank(pattern: string): Promise<boolean> {
    const known = this.rarity.known(pattern);
    if (known !== undefined) return known;
    const rare = (await this.queries.estimatedMatches(pattern)) <= RARE_IN_BANK;
    this.rarity.remember(pattern, rare);
    return rare;
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
    query: HistoryQuery,
    filter: Filter,
    cursor: Cursor | null,
    offset: number,
  ): Promise<Found | null> {
    const rows = await this.queries.rarePage(query, filter, cursor, offset, RARE_READ_MAX);
    if ((rows[0]?.in_bank ?? 0) > RARE_READ_MAX) return null;
    const lines = rows.filter((row): row is RareRow & PageRow => row.id !== null);
    const total = lines[0]?.counted ?? (offset === 0 && !cursor ? 0 : null);
    return { rows: lines, counted: total === null ? null : cappedCount(total, offset) };
  }

  private async requireOwnAccount(userId: string, accountId: string): Promise<void> {
    if (!(await this.queries.ownsAccount(userId, accountId))) throw accountNotFound();
  }

  /** The count on its own, for a numbered page past the end (no line to carry it). */
  private async count(filter: Filter, offset: number) {
    return cappedCount(await this.queries.count(filter, offset), offset);
  }

  /** One line by id, whoever it belongs to (staff screens). Errors: 404. */
  async one(id: string): Promise<Transaction> {
    const row = await this.queries.line(id);
    if (!row) throw notFound('No such transaction.');
    return toTransaction(row);
  }
}

function toTransaction(row: LineRow): Transaction {
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
