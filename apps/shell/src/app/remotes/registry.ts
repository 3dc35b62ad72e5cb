import { RemoteRegistrySchema } from '@vaultline/contracts';
import type { RemoteRegistry } from '@vaultline/contracts';

const STORAGE_KEY = 'vaultline:registry';
const FETCH_TIMEOUT_MS = 5000;
/** The live releases the release tooling last wrote next to the remote folders (served even while the registry API fails). */
export const DEFAULT_REGISTRY_URL = '/remotes/registry-default.json';

let current: RemoteRegistry = { remotes: [] };
const listeners = new Set<() => void>();

export function isRegistry(value: unknown): value is RemoteRegistry {
  return RemoteRegistrySchema.safeParse(value).success;
}

function lastKnownGood(): RemoteRegistry | null {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    return isRegistry(saved) ? saved : null;
  } catch {
    return null;
  }
}

/** Remembers a registry for the next visit, without the staff-only entries (the browser may be shared). */
function remember(registry: RemoteRegistry): void {
  const shareable = registry.remotes.map((remote) =>
    remote.name === 'mfe_admin'
      ? { ...remote, release: null, channel: null, previous: [], withdrawn: [] }
      : remote,
  );
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ remotes: shareable }));
  } catch {
    // Private mode or a full quota: the next visit simply has no saved copy.
  }
}

function publish(registry: RemoteRegistry): RemoteRegistry {
  current = registry;
  listeners.forEach((listener) => listener());
  return registry;
}

async function fetchRegistry(
  fetchImpl: typeof fetch,
  url: string,
  accessToken: string | null,
): Promise<RemoteRegistry> {
  const response = await fetchImpl(url, {
    cache: 'no-store',
    credentials: 'same-origin',
    headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  const body: unknown = await response.json();
  if (!response.ok || !isRegistry(body)) throw new Error(`${url} answered ${response.status}`);
  return body;
}

/**
 * Fetches the registry (with the access token, staff also get the admin remote; the bucket
 * cookie keeps a canary sticky). If the API cannot answer: the registry this tab already uses,
 * else the last one this browser saw (its remote files are immutable, so they still load), else
 * the default the release tooling wrote, else an empty one.
 */
export async function loadRegistry(
  fetchImpl: typeof fetch = fetch,
  accessToken: string | null = null,
): Promise<RemoteRegistry> {
  try {
    const registry = await fetchRegistry(fetchImpl, '/api/platform/remotes', accessToken);
    remember(registry);
    return publish(registry);
  } catch (error) {
    console.warn('Remote registry unavailable, using the last known good copy', error);
  }
  if (current.remotes.length > 0) return current;
  const saved = lastKnownGood();
  if (saved) return publish(saved);
  try {
    return publish(await fetchRegistry(fetchImpl, DEFAULT_REGISTRY_URL, null));
  } catch {
    return publish({ remotes: [] });
  }
}

export function currentRegistry(): RemoteRegistry {
  return current;
}

export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
