import { useMutation as useServerMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { type ApiRequestError, toApiRequestError } from '@vaultline/session';
import { queryClient } from '../lib/query-client';

export type MutationResult<TData> =
  { ok: true; data: TData } | { ok: false; error: ApiRequestError };

export interface Mutation<TArgs, TData> {
  /** Runs the call; never throws: failures come back as `{ ok: false, error }`. */
  mutate(args: TArgs): Promise<MutationResult<TData>>;
  isPending: boolean;
}

/**
 * One API call a form makes (pending while it runs). The caller decides what a success or
 * failure shows. A success marks every cached answer stale and asks again for those on screen:
 * a change anywhere (a transfer, an approval, a new account) can move a balance, a limit or a
 * count shown elsewhere, and nothing on screen may stay older than the change.
 */
export function useMutation<TArgs, TData>(
  fn: (args: TArgs) => Promise<TData>,
): Mutation<TArgs, TData> {
  const mutation = useServerMutation(
    { mutationFn: fn, onSuccess: () => void queryClient.invalidateQueries() },
    queryClient,
  );
  const { mutateAsync } = mutation;
  const mutate = useCallback(
    async (args: TArgs): Promise<MutationResult<TData>> => {
      try {
        return { ok: true, data: await mutateAsync(args) };
      } catch (error) {
        return { ok: false, error: toApiRequestError(error) };
      }
    },
    [mutateAsync],
  );
  return { mutate, isPending: mutation.isPending };
}
