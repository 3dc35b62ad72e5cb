import { useInfiniteQuery, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { type ApiRequestError, toApiRequestError } from '@vaultline/session';
import { queryClient } from '../lib/query-client';

/** One page of a list the API pages by cursor; `total` where the API counts the list (`totalCapped`: or more). */
export interface FeedPage<T> {
  items: T[];
  nextCursor: string | null;
  total?: number;
  totalCapped?: boolean;
}

export type FetchFeedPage<T> = (cursor: string | null, signal: AbortSignal) => Promise<FeedPage<T>>;

export interface CursorFeed<T, Page extends FeedPage<T> = FeedPage<T>> {
  items: T[];
  /** The first page as the API answered it (what it says of the whole list), once it has arrived. */
  firstPage: Page | null;
  total: number;
  /** More match than `total` (the API counts a long list only so far). */
  totalCapped: boolean;
  /** The first page has arrived for this key. */
  loaded: boolean;
  /** The first page failed (nothing to show). */
  error: ApiRequestError | null;
  loadingMore: boolean;
  /** A further page failed; what is on screen stays. */
  moreError: ApiRequestError | null;
  hasMore: boolean;
  loadMore(): void;
  reload(): void;
}

/** The pages in order, skipping any item already shown (a cursor page never repeats one, but be safe). */
function flatten<T extends { id: string }>(pages: FeedPage<T>[]): T[] {
  const seen = new Set<string>();
  return pages.flatMap((page) =>
    page.items.filter((item) => !seen.has(item.id) && Boolean(seen.add(item.id))),
  );
}

/**
 * A list that grows by cursor, through the shared react-query cache: the first page for `key`
 * (from the endpoint's key factory, e.g. `notificationsKeys.feed()`), then one more page per
 * `loadMore()`. A new key starts over (the old list is not an answer to it); `reload()` and any
 * mutation ask again for the pages shown, keeping them on screen until the answer comes. Not
 * `enabled`: nothing is asked (filters that cannot be sent as they are).
 */
export function useCursorFeed<Page extends FeedPage<{ id: string }>>(
  key: QueryKey,
  fetchPage: (cursor: string | null, signal: AbortSignal) => Promise<Page>,
  enabled = true,
): CursorFeed<Page['items'][number], Page> {
  type T = Page['items'][number];
  const feed = useInfiniteQuery(
    {
      queryKey: key,
      enabled,
      queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last: Page) => last.nextCursor,
    },
    queryClient,
  );
  const pages = useMemo<Page[]>(
    () => (feed.data as InfiniteData<Page> | undefined)?.pages ?? [],
    [feed.data],
  );
  const items = useMemo<T[]>(() => flatten<T>(pages), [pages]);
  const { fetchNextPage, hasNextPage, isFetchingNextPage, refetch } = feed;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);
  const failure = feed.error ? toApiRequestError(feed.error) : null;
  const moreFailed = feed.isFetchNextPageError;
  return {
    items: failure && !moreFailed ? [] : items,
    firstPage: pages[0] ?? null,
    total: pages.at(-1)?.total ?? pages[0]?.total ?? 0,
    totalCapped: (pages.at(-1) ?? pages[0])?.totalCapped ?? false,
    loaded: pages.length > 0 && !(failure && !moreFailed),
    error: moreFailed ? null : failure,
    loadingMore: isFetchingNextPage,
    moreError: moreFailed ? failure : null,
    hasMore: hasNextPage,
    loadMore,
    reload: useCallback(() => void refetch(), [refetch]),
  };
}
