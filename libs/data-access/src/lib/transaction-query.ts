import type { TransactionQuery, TransactionType } from '@vaultline/contracts';

export type HistorySort = 'date' | 'amount' | 'description';

/** What the transaction filters choose: search text, type, sort. */
export interface FeedFilters {
  search: string;
  type: TransactionType | 'all';
  sort: HistorySort;
}

/** Spec: date newest first, amount highest first, description alphabetical. */
const ORDER: Record<HistorySort, 'asc' | 'desc'> = {
  date: 'desc',
  amount: 'desc',
  description: 'asc',
};

export function transactionQuery(
  filters: FeedFilters,
  limit: number,
  cursor: string | null,
): TransactionQuery {
  return {
    search: filters.search || undefined,
    type: filters.type === 'all' ? undefined : filters.type,
    sort: filters.sort,
    order: ORDER[filters.sort],
    limit,
    cursor: cursor ?? undefined,
  };
}
