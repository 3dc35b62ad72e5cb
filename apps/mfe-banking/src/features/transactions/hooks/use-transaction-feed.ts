import type { Transaction, TransactionQuery, TransactionType } from '@vaultline/contracts';
import { ApiRequestError, toApiRequestError } from '@vaultline/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getTransactions } from '../../../api/get-transactions';
import { HISTORY_PAGE_SIZE } from '../../../config/constants';

export type HistorySort = 'date' | 'amount' | 'description';

export interface FeedFilters {
  search: string;
  type: TransactionType | 'all';
  sort: HistorySort;
}

/** Spec (admin list, same sorts): date newest first, amount highest first, description alphabetical. */
const ORDER: Record<HistorySort, 'asc' | 'desc'> = { date: 'desc', amount: 'desc', description: 'asc' };

export function queryFor(filters: FeedFilters, cursor?: string): TransactionQuery {
  return {
    search: filters.search || undefined,
    type: filters.type === 'all' ? undefined : filters.type,
    sort: filters.sort,
    order: ORDER[filters.sort],
    limit: HISTORY_PAGE_SIZE,
    cursor,
  };
}

interface FeedState {
  key: string;
  items: Transaction[];
  total: number;
  nextCursor: string | null;
  loaded: boolean;
  error: ApiRequestError | null;
  loadingMore: boolean;
  moreError: ApiRequestError | null;
}

const initial = (key: string): FeedState => ({
  key,
  items: [],
  total: 0,
  nextCursor: null,
  loaded: false,
  error: null,
  loadingMore: false,
  moreError: null,
});

/** Appends a page, skipping any line already shown (a cursor page never repeats one, but be safe). */
function append(items: Transaction[], page: Transaction[]): Transaction[] {
  const seen = new Set(items.map((item) => item.id));
  return items.concat(page.filter((item) => !seen.has(item.id)));
}

/**
 * The history as a growing list: the first page for the current filters, then one more page per
 * `loadMore()` by cursor. Only what is loaded is kept and rendered; changing a filter starts over.
 */
export function useTransactionFeed(filters: FeedFilters) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<FeedState>(() => initial(key));
  const [version, setVersion] = useState(0);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    more.current = null;
    setState(initial(key));
    getTransactions(queryFor(JSON.parse(key) as FeedFilters), controller.signal).then(
      (page) =>
        !controller.signal.aborted &&
        setState({ ...initial(key), items: page.items, total: page.total, nextCursor: page.nextCursor, loaded: true }),
      (error: unknown) => !controller.signal.aborted && setState({ ...initial(key), error: toApiRequestError(error) }),
    );
    return () => {
      controller.abort();
      more.current?.abort();
      more.current = null;
    };
  }, [key, version]);

  const loadMore = useCallback(() => {
    if (!state.nextCursor || more.current) return;
    const controller = new AbortController();
    more.current = controller;
    setState((current) => ({ ...current, loadingMore: true, moreError: null }));
    const settle = (update: (current: FeedState) => FeedState) => {
      if (more.current === controller) more.current = null;
      if (!controller.signal.aborted) setState((current) => (current.key === key ? update(current) : current));
    };
    getTransactions(queryFor(JSON.parse(key) as FeedFilters, state.nextCursor), controller.signal).then(
      (page) =>
        settle((current) => ({
          ...current,
          items: append(current.items, page.items),
          total: page.total,
          nextCursor: page.nextCursor,
          loadingMore: false,
        })),
      (error: unknown) => settle((current) => ({ ...current, loadingMore: false, moreError: toApiRequestError(error) })),
    );
  }, [key, state.nextCursor]);

  const retry = useCallback(() => setVersion((current) => current + 1), []);
  // Until the effect has started over for new filters, the old list is not an answer to them.
  const current = state.key === key ? state : initial(key);
  return { ...current, hasMore: current.nextCursor !== null, loadMore, retry };
}
