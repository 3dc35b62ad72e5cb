import { ApiRequestError, toApiRequestError } from '@vaultline/session';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

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

interface QueryState<T> {
  data: T | undefined;
  error: ApiRequestError | null;
  fetching: boolean;
}

/**
 * Loads data for a screen: refetches when `key` changes or on `refetch()`, keeps the previous
 * data on screen while a new answer loads, and ignores answers that arrive after unmount or
 * after a newer request started (the older one is aborted).
 */
export function useQuery<T>(
  key: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<T>,
  { enabled = true }: { enabled?: boolean } = {},
): Query<T> {
  const keyString = JSON.stringify(key);
  const fetcherRef = useRef(fetcher);
  useLayoutEffect(() => {
    fetcherRef.current = fetcher;
  });
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<QueryState<T>>({
    data: undefined,
    error: null,
    fetching: enabled,
  });

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setState((current) => ({ ...current, error: null, fetching: true }));
    fetcherRef.current(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, fetching: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ data: undefined, error: toApiRequestError(error), fetching: false });
      },
    );
    return () => controller.abort();
  }, [keyString, version, enabled]);

  const refetch = useCallback(() => setVersion((current) => current + 1), []);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) =>
      setState((current) => ({ ...current, data: update(current.data) })),
    [],
  );
  return {
    data: state.data,
    error: state.error,
    isLoading: enabled && state.data === undefined && state.error === null,
    isFetching: state.fetching,
    refetch,
    setData,
  };
}
