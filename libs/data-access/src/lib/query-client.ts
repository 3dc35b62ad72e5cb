import { QueryClient } from '@tanstack/react-query';
import { toApiRequestError, useSession } from '@vaultline/session';

/** A failure worth one more try: the network dropped or the server was briefly unavailable. */
function isTransient(error: unknown): boolean {
  const { status } = toApiRequestError(error);
  return status === null || status === 502 || status === 503 || status === 504;
}

function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
    if (state.user?.id !== previous.user?.id) client.clear();
  });
  return client;
}

const PAGE_CLIENT = Symbol.for('vaultline.queryClient');
type PageGlobal = typeof globalThis & { [PAGE_CLIENT]?: QueryClient };

/**
 * The portal's one cache of server state, one per page: the shell and every remote bundle this
 * library, and the first of them to load creates the client for all (a page global), so they read
 * and invalidate the same cache, also under a shell released before this cache existed.
 * Every query is stale at once: asked again on mount, on focus and after any mutation; a cached
 * answer only stands in (instead of a blank screen) while the fresh one is on its way.
 */
export const queryClient: QueryClient = ((globalThis as PageGlobal)[PAGE_CLIENT] ??=
  createQueryClient());
