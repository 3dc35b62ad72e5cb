import type { LiveRemote, RemoteRegistry } from '@vaultline/contracts';

const STORAGE_KEY = 'vaultline:registry';
const FETCH_TIMEOUT_MS = 5000;

let current: RemoteRegistry = { remotes: [] };
const listeners = new Set<() => void>();

function isLiveRemote(value: unknown): value is LiveRemote {
  const remote = value as Partial<LiveRemote> | null;
  return (
    typeof remote?.name === 'string' &&
    (remote.version === null || typeof remote.version === 'string') &&
    (remote.entry === null || typeof remote.entry === 'string') &&
    Array.isArray(remote.routes) &&
    remote.routes.every((route) => typeof route === 'string') &&
    Array.isArray(remote.previous)
  );
}

export function isRegistry(value: unknown): value is RemoteRegistry {
  const remotes = (value as Partial<RemoteRegistry> | null)?.remotes;
  return Array.isArray(remotes) && remotes.every(isLiveRemote);
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
  const shareable = registry.remotes.map((remote) => (remote.name === 'mfe_admin' ? { ...remote, version: null, entry: null, integrity: null, previous: [] } : remote));
  localStorage.setItem(STORAGE_KEY, JSON.stringify({ remotes: shareable }));
}

function publish(registry: RemoteRegistry): RemoteRegistry {
  current = registry;
  listeners.forEach((listener) => listener());
  return registry;
}

/**
 * Fetches the live registry (with the access token, staff also get the admin remote). If the API
 * cannot answer, the last registry this browser saw is used (its remote files are immutable, so
 * they still load); with neither, the registry is empty.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch, accessToken: string | null = null): Promise<RemoteRegistry> {
  try {
    const response = await fetchImpl('/api/platform/remotes', {
      cache: 'no-store',
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : {},
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    const body: unknown = await response.json();
    if (!response.ok || !isRegistry(body)) throw new Error(`registry answered ${response.status}`);
    remember(body);
    return publish(body);
  } catch (error) {
    console.warn('Remote registry unavailable, using the last known good copy', error);
    return publish(lastKnownGood() ?? (current.remotes.length > 0 ? current : { remotes: [] }));
  }
}

export function currentRegistry(): RemoteRegistry {
  return current;
}

export function subscribeRegistry(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
