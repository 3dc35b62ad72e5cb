import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiRequestError } from '@vaultline/session';
import { queryClient } from '../lib/query-client';
import { deferred } from '../test/deferred';
import { useCursorFeed, type FeedPage } from './use-cursor-feed';

type Item = { id: string };
const items = (...ids: string[]): Item[] => ids.map((id) => ({ id }));

/** Pages of two over ids "1".."5": the cursor is the last id shown. */
async function pagesOfTwo(cursor: string | null): Promise<FeedPage<Item>> {
  const start = cursor === null ? 1 : Number(cursor) + 1;
  const ids = [start, start + 1].filter((n) => n <= 5).map(String);
  return {
    items: items(...ids),
    nextCursor: Number(ids.at(-1)) < 5 ? ids.at(-1)! : null,
    total: 5,
  };
}

describe('useCursorFeed', () => {
  afterEach(() => queryClient.clear());

  it('loads the first page, then appends one page per loadMore until there is no cursor', async () => {
    const { result } = renderHook(() => useCursorFeed(['all'], pagesOfTwo));
    expect(result.current.loaded).toBe(false);
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['1', '2']));
    expect(result.current).toMatchObject({ total: 5, hasMore: true });
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));
    act(() => result.current.loadMore());
    await waitFor(() =>
      expect(result.current.items.map((item) => item.id)).toEqual(['1', '2', '3', '4', '5']),
    );
    expect(result.current.hasMore).toBe(false);
  });

  it('never shows an item twice when a page repeats one', async () => {
    const fetchPage = async (cursor: string | null) =>
      cursor === null
        ? { items: items('a', 'b'), nextCursor: 'b' }
        : { items: items('b', 'c'), nextCursor: null };
    const { result } = renderHook(() => useCursorFeed(['k'], fetchPage));
    await waitFor(() => expect(result.current.loaded).toBe(true));
    act(() => result.current.loadMore());
    await waitFor(() =>
      expect(result.current.items.map((item) => item.id)).toEqual(['a', 'b', 'c']),
    );
  });

  it('starts over for a new key and drops a late answer to the old one', async () => {
    const slow = deferred<FeedPage<Item>>();
    const { result, rerender } = renderHook(
      ({ key }) =>
        useCursorFeed([key], (cursor) => (key === 'old' ? slow.promise : pagesOfTwo(cursor))),
      { initialProps: { key: 'old' } },
    );
    rerender({ key: 'new' });
    await waitFor(() => expect(result.current.items.map((item) => item.id)).toEqual(['1', '2']));
    await act(async () => slow.resolve({ items: items('stale'), nextCursor: null }));
    expect(result.current.items.map((item) => item.id)).toEqual(['1', '2']);
  });

  it('keeps the list on screen while reloading, and reports a failed page without losing it', async () => {
    let failMore = true;
    const next = deferred<FeedPage<Item>>();
    let reloading = false;
    const fetchPage = (cursor: string | null) => {
      if (cursor === null) return reloading ? next.promise : pagesOfTwo(null);
      if (failMore) return Promise.reject(new ApiRequestError('Nope', 'INTERNAL_ERROR', 500));
      return pagesOfTwo(cursor);
    };
    const { result } = renderHook(() => useCursorFeed(['k'], fetchPage));
    await waitFor(() => expect(result.current.loaded).toBe(true));

    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.moreError?.message).toBe('Nope'));
    expect(result.current.items).toHaveLength(2);
    failMore = false;
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.items).toHaveLength(4));

    reloading = true;
    act(() => result.current.reload());
    expect(result.current.items).toHaveLength(4);
    await act(async () => next.resolve({ items: items('9'), nextCursor: null, total: 1 }));
    await waitFor(() =>
      expect(result.current).toMatchObject({ items: items('9'), total: 1, hasMore: false }),
    );
  });
});
