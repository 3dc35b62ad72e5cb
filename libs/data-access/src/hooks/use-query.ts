import { keepPreviousData, useQuery as useServerQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toApiRequestError, type ApiRequestError } from '@vaultline/session';
import { queryClient } from '../lib/query-client';

export interface Query<T> {
  data: T | undefined;
  error: ApiRequestError | null;
  /** Nothing to show yet: the first answer (or the answer after an error) is on its way. */
  isLoading: boolean;
  /** A request is in flight, also while a refetch keeps the previous data on screen. */
  isFetching: boolean;
  refetch(): void;
  /** Puts a newer answer on screen at once (e.g. the record a save returned). */
  setData(update: (current: T | undefined) => T | undefined): void;
}

export interface QueryOptions {
  enabled?: boolean;
  /** Asks again on this period while the screen shows the answer (live figures). */
  refetchIntervalMs?: number;
}

/**
 * Server state for a screen, through the portal's shared react-query cache (`queryClient` in
 * `@vaultline/data-access`, ../lib/query-client.ts): stale at once, so it is asked again on mount,
 * on window focus and after every mutation; the previous answer stays on screen while a new key
 * loads; an answer to an older key never replaces a newer one (the older request is aborted).
 * `key` comes from the endpoint's query-key factory (e.g. `notificationsKeys.unreadCount()`).
 */
export function useQuery<T>(
  key: QueryKey,
  fetcher: (signal: AbortSignal) => Promise<T>,
  { enabled = true, refetchIntervalMs }: QueryOptions = {},
): Query<T> {
  const query = useServerQuery(
    {
      queryKey: key,
      queryFn: ({ signal }) => fetcher(signal),
      enabled,
      placeholderData: keepPreviousData,
      refetchInterval: refetchIntervalMs,
    },
    queryClient,
  );
  const { refetch } = query;
  const keyString = JSON.stringify(key);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) =>
      queryClient.setQueryData<T>(JSON.parse(keyString) as QueryKey, update),
    [keyString],
  );
  const error = query.error ? toApiRequestError(query.error) : null;
  return {
    data: error ? undefined : query.data,
    error,
    isLoading: enabled && query.data === undefined && error === null,
    isFetching: query.isFetching,
    refetch: useCallback(() => void refetch(), [refetch]),
    setData,
  };
}
