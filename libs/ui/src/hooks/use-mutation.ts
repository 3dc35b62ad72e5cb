import { ApiRequestError, toApiRequestError } from '@vaultline/session';
import { useCallback, useEffect, useRef, useState } from 'react';

export type MutationResult<TData> =
  { ok: true; data: TData } | { ok: false; error: ApiRequestError };

export interface Mutation<TArgs, TData> {
  /** Runs the call; never throws: failures come back as `{ ok: false, error }`. */
  mutate(args: TArgs): Promise<MutationResult<TData>>;
  isPending: boolean;
}

/**
 * State for one API call a form makes (pending while it runs). The caller decides what a
 * success or failure shows; `fn` should be a module-level fetcher so its identity is stable.
 */
export function useMutation<TArgs, TData>(
  fn: (args: TArgs) => Promise<TData>,
): Mutation<TArgs, TData> {
  const [isPending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutate = useCallback(
    async (args: TArgs): Promise<MutationResult<TData>> => {
      setPending(true);
      try {
        return { ok: true, data: await fn(args) };
      } catch (error) {
        return { ok: false, error: toApiRequestError(error) };
      } finally {
        if (mounted.current) setPending(false);
      }
    },
    [fn],
  );

  return { mutate, isPending };
}
