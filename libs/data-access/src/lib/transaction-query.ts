import type { TransactionQuery, TransactionType } from '@vaultline/contracts';

export type HistorySort = 'date' | 'amount' | 'description';

/** What the transaction filters choose: search text, type, sort; an account and days (UTC) if any. */
export interface FeedFilters {
  search: string;
  type: TransactionType | 'all';
  sort: HistorySort;
  accountId?: string;
  /** The first day (YYYY-MM-DD, UTC), included. */
  from?: string;
  /** The last day (YYYY-MM-DD, UTC), included. */
  to?: string;
}

/** Spec: date newest first, amount highest first, description alphabetical. */
const ORDER: Record<HistorySort, 'asc' | 'desc'> = {
  date: 'desc',
  amount: 'desc',
  description: 'asc',
};

/** The filters as the API's history (and export) query: what is not chosen is left out. */
export function historyFilters(filters: FeedFilters) {
  return {
    accountId: filters.accountId || undefined,
    search: filters.search || undefined,
    type: filters.type === 'all' ? undefined : filters.type,
    from: filters.from || undefined,
    to: filters.to || undefined,
    sort: filters.sort,
    order: ORDER[filters.sort],
  };
}

export function transactionQuery(
  filters: FeedFilters,
  limit: number,
  cursor: string | null,
): TransactionQuery {
  return { ...historyFilters(filters), limit, cursor: cursor ?? undefined };
}
