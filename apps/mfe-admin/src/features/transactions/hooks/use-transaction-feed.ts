import type { Transaction, TransactionQuery, TransactionType } from '@vaultline/contracts';
import { ApiRequestError, toApiRequestError } from '@vaultline/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TRANSACTIONS_PAGE_SIZE } from '../../../config/constants';
import { getUserTransactions } from '../../users/api/get-user-transactions';

export type HistorySort = 'date' | 'amount' | 'description';

export interface FeedFilters {
  search: string;
  type: TransactionType | 'all';
  sort: HistorySort;
}

/** Spec: date newest first, amount highest first, description alphabetical. */
const ORDER: Record<HistorySort, 'asc' | 'desc'> = { date: 'desc', amount: 'desc', description: 'asc' };

export function queryFor(filters: FeedFilters, cursor?: string): TransactionQuery {
  return {
    search: filters.search || undefined,
    type: filters.type === 'all' ? undefined : filters.type,
    sort: filters.sort,
    order: ORDER[filters.sort],
    limit: TRANSACTIONS_PAGE_SIZE,
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

function append(items: Transaction[], page: Transaction[]): Transaction[] {
  const seen = new Set(items.map((item) => item.id));
  return items.concat(page.filter((item) => !seen.has(item.id)));
}

/**
 * A customer's history as a growing list: the first page for the current filters, then one more
 * page per `loadMore()` by cursor. Changing a filter or `reload()` starts over.
 */
export function useTransactionFeed(userId: string, filters: FeedFilters) {
  const key = JSON.stringify([userId, filters]);
  const [state, setState] = useState<FeedState>(() => initial(key));
  const [version, setVersion] = useState(0);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const [id, current] = JSON.parse(key) as [string, FeedFilters];
    more.current?.abort();
    more.current = null;
    setState((previous) => (previous.key === key && previous.loaded ? { ...previous, error: null } : initial(key)));
    getUserTransactions(id, queryFor(current), controller.signal).then(
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
    const [id, current] = JSON.parse(key) as [string, FeedFilters];
    setState((previous) => ({ ...previous, loadingMore: true, moreError: null }));
    const settle = (update: (previous: FeedState) => FeedState) => {
      if (more.current === controller) more.current = null;
      if (!controller.signal.aborted) setState((previous) => (previous.key === key ? update(previous) : previous));
    };
    getUserTransactions(id, queryFor(current, state.nextCursor), controller.signal).then(
      (page) =>
        settle((previous) => ({
          ...previous,
          items: append(previous.items, page.items),
          total: page.total,
          nextCursor: page.nextCursor,
          loadingMore: false,
        })),
      (error: unknown) => settle((previous) => ({ ...previous, loadingMore: false, moreError: toApiRequestError(error) })),
    );
  }, [key, state.nextCursor]);

  /** Loads the first page again (after a change), keeping the current lines on screen meanwhile. */
  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const current = state.key === key ? state : initial(key);
  return { ...current, hasMore: current.nextCursor !== null, loadMore, reload };
}
