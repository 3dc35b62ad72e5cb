import type { MutationResult } from '@vaultline/data-access';
import { toApiRequestError } from '@vaultline/session';

/** Runs a call and returns its result or its ApiRequestError, never throwing. */
export async function attempt<T>(call: () => Promise<T>): Promise<MutationResult<T>> {
  try {
    return { ok: true, data: await call() };
  } catch (error) {
    return { ok: false, error: toApiRequestError(error) };
  }
}
