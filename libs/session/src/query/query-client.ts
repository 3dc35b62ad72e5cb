import { QueryClient } from '@tanstack/react-query';
import { toApiRequestError } from '../api/api-client';
import { useSession } from '../session/session-store';

/** A failure worth one more try: the network dropped or the server was briefly unavailable. */
function isTransient(error: unknown): boolean {
  const { status } = toApiRequestError(error);
  return status === null || status === 502 || status === 503 || status === 504;
}

/**
 * The portal's one cache of server state. It lives in `@vaultline/session`, which Module Federation
 * shares as a singleton, so the shell and every remote read and invalidate the same cache.
 * Every query is stale at once: asked again on mount, on focus and after any mutation; a cached
 * answer only stands in (instead of a blank screen) while the fresh one is on its way.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 0,
      // One more try, soon, after a blip; a refusal (4xx) or a server error is shown at once.
      retry: (failures, error) => failures < 1 && isTransient(error),
      retryDelay: 300,
    },
    mutations: { retry: false },
  },
});

// Another person (or nobody) signed in: nothing cached for the previous one may be shown.
useSession.subscribe((state, previous) => {
  if (state.user?.id !== previous.user?.id) queryClient.clear();
});
