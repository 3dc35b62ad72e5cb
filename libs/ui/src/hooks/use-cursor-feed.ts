import { ApiRequestError, toApiRequestError } from '@vaultline/session';
import { useCallback, useEffect, useRef, useState } from 'react';

/** One page of a list the API pages by cursor; `total` where the API counts the whole list. */
export interface FeedPage<T> {
  items: T[];
  nextCursor: string | null;
  total?: number;
}

export type FetchFeedPage<T> = (cursor: string | null, signal: AbortSignal) => Promise<FeedPage<T>>;

interface FeedState<T> {
  key: string;
  items: T[];
  total: number;
  nextCursor: string | null;
  loaded: boolean;
  error: ApiRequestError | null;
  loadingMore: boolean;
  moreError: ApiRequestError | null;
}

function initial<T>(key: string): FeedState<T> {
  return {
    key,
    items: [],
    total: 0,
    nextCursor: null,
    loaded: false,
    error: null,
    loadingMore: false,
    moreError: null,
  };
}

/** Appends a page, skipping any item already shown (a cursor page never repeats one, but be safe). */
function append<T extends { id: string }>(items: T[], page: T[]): T[] {
  const seen = new Set(items.map((item) => item.id));
  return items.concat(page.filter((item) => !seen.has(item.id)));
}

/**
 * A list that grows by cursor: the first page for `key` (the query, e.g. its filters as JSON),
 * then one more page per `loadMore()`. A new key starts over; `reload()` asks for the first page
 * again, keeping what is on screen until the answer comes. `fetchPage` may be a new function on
 * every render: the latest one is used.
 */
export function useCursorFeed<T extends { id: string }>(key: string, fetchPage: FetchFeedPage<T>) {
  const [state, setState] = useState<FeedState<T>>(() => initial(key));
  const [version, setVersion] = useState(0);
  const fetcher = useRef(fetchPage);
  fetcher.current = fetchPage;
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    more.current = null;
    setState((previous) =>
      previous.key === key && previous.loaded ? { ...previous, error: null } : initial(key),
    );
    fetcher.current(null, controller.signal).then(
      (page) =>
        !controller.signal.aborted &&
        setState({
          ...initial(key),
          items: page.items,
          total: page.total ?? 0,
          nextCursor: page.nextCursor,
          loaded: true,
        }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState({ ...initial(key), error: toApiRequestError(error) }),
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
    const settle = (update: (current: FeedState<T>) => FeedState<T>) => {
      if (more.current === controller) more.current = null;
      if (!controller.signal.aborted)
        setState((current) => (current.key === key ? update(current) : current));
    };
    fetcher.current(state.nextCursor, controller.signal).then(
      (page) =>
        settle((current) => ({
          ...current,
          items: append(current.items, page.items),
          total: page.total ?? current.total,
          nextCursor: page.nextCursor,
          loadingMore: false,
        })),
      (error: unknown) =>
        settle((current) => ({
          ...current,
          loadingMore: false,
          moreError: toApiRequestError(error),
        })),
    );
  }, [key, state.nextCursor]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  // Until the effect has started over for a new key, the old list is not an answer to it.
  const current = state.key === key ? state : initial<T>(key);
  return { ...current, hasMore: current.nextCursor !== null, loadMore, reload };
}
