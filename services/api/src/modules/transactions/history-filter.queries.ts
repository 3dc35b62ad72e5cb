import { TRANSACTIONS_COUNTED_AHEAD } from '@vaultline/contracts';
import type { Cursor, HistoryQuery } from './history.types';
import { searchTerms } from './reference-search';
import type { SearchTerms } from './reference-search';

/** The column each sort orders by; ties are broken by id so pages never overlap. */
const SORT_KEY: Record<HistoryQuery['sort'], string> = {
  date: 't.created_at',
  amount: 'abs(t.amount_minor)',
  // What the Description column shows: the description, or the title when there is none.
  description: "lower(coalesce(nullif(t.description, ''), t.title))",
};

/** What a search looks in; the same expression as the trigram index (migration 0016). */
export const SEARCH_TEXT = "(t.title || E'\\x1f' || t.description || E'\\x1f' || t.category)";

/** A line's reference, in byte order: the same expression as the reference index (migration 0032). */
const REFERENCE = 'transaction_reference(t.description) COLLATE "C"';

/**
 * Sorts after every character a reference holds (capitals and digits): the prefix followed by it
 * bounds the range of references that start with the prefix.
 */
const AFTER_EVERY_REFERENCE_CHARACTER = '~';

/** The WHERE of a history query (the customer's lines, narrowed by the filters) and its parameters. */
export interface Filter {
  conditions: string[];
  params: unknown[];
  /** The search's condition, kept apart: a search may look in a window of lines first. */
  search: string | null;
  /**
   * The search's ILIKE pattern (a parameter of `search`), for the estimate of how rare it is; null
   * when the search names a reference (its index finds the few lines at once).
   */
  pattern: string | null;
  /** What the search looks for (a reference's start, text anywhere), or null without a search. */
  terms: SearchTerms | null;
}

/** A LIKE pattern for the text as typed (control characters, the index's separator among them, dropped). */
function containsPattern(text: string): string {
  // eslint-disable-next-line no-control-regex -- dropping control characters is the point
  const plain = text.replace(/[\u0000-\u001f]/g, '');
  return `%${plain.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** The start of the day after an ISO date (UTC), as ISO: a range's end, excluded. */
function dayAfter(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString();
}

export function filterOf(userId: string, query: HistoryQuery): Filter {
  const filter: Filter = {
    conditions: ['t.user_id = $1'],
    params: [userId],
    search: null,
    pattern: null,
    terms: null,
  };
  const add = (sql: (placeholder: string) => string, value: unknown) => {
    filter.params.push(value);
    filter.conditions.push(sql(`$${filter.params.length}`));
  };
  if (query.accountId) add((p) => `t.account_id = ${p}`, query.accountId);
  if (query.type) add((p) => `t.type = ${p}`, query.type);
  if (query.from) add((p) => `t.created_at >= ${p}::timestamptz`, `${query.from}T00:00:00Z`);
  if (query.to) add((p) => `t.created_at < ${p}::timestamptz`, dayAfter(query.to));
  if (query.search) addSearch(filter, searchTerms(query.search));
  return filter;
}

/**
 * A search's condition: a reference's start as a range of the reference index (for the customer,
 * its entries only), and text anywhere by the trigram index's expression.
 */
function addSearch(filter: Filter, terms: SearchTerms): void {
  const parts: string[] = [];
  const param = (value: string) => `$${filter.params.push(value)}`;
  if (terms.referencePrefix !== null) {
    const from = param(terms.referencePrefix);
    const until = param(terms.referencePrefix + AFTER_EVERY_REFERENCE_CHARACTER);
    // IS NOT NULL spelled out: the index holds only lines with a reference.
    parts.push(`${REFERENCE} IS NOT NULL AND ${REFERENCE} >= ${from} AND ${REFERENCE} < ${until}`);
  }
  if (terms.contains !== null) {
    const pattern = containsPattern(terms.contains);
    parts.push(`${SEARCH_TEXT} ILIKE ${param(pattern)}`);
    if (terms.referencePrefix === null) filter.pattern = pattern;
  }
  filter.search = parts.join(' AND ');
  filter.terms = terms;
}

/** A page's order, its conditions and parameters (the cursor's among them), and its LIMIT/OFFSET. */
export function pageParts(
  query: HistoryQuery,
  filter: Filter,
  cursor: Cursor | null,
  offset: number,
) {
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

function castCursor(sort: HistoryQuery['sort'], placeholder: string): string {
  if (sort === 'date') return `${placeholder}::timestamptz`;
  if (sort === 'amount') return `${placeholder}::bigint`;
  return `${placeholder}::text`;
}

/** Matches counted up to TRANSACTIONS_COUNTED_AHEAD past the offset (never the whole history). */
export function countSql(filter: Filter, offset: number): string {
  const conditions = [...filter.conditions, ...(filter.search ? [filter.search] : [])];
  const cap = offset + TRANSACTIONS_COUNTED_AHEAD;
  return `(SELECT count(*) FROM (SELECT 1 FROM transactions t WHERE ${conditions.join(' AND ')}
           LIMIT ${cap + 1}) counted)::int`;
}
