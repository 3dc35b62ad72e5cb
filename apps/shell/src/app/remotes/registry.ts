import type { LiveRemote, RemoteRegistry } from '@vaultline/contracts';

const STORAGE_KEY = 'vaultline:registry';
const FETCH_TIMEOUT_MS = 5000;

let current: RemoteRegistry = { remotes: [] };

function isLiveRemote(value: unknown): value is LiveRemote {
  const remote = value as Partial<LiveRemote> | null;
  return (
    typeof remote?.name === 'string' &&
    typeof remote.version === 'string' &&
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

/**
 * Fetches the live registry. If the API cannot answer, the last registry this browser saw is used
 * (its remote files are immutable, so they still load); with neither, the registry is empty.
 */
export async function loadRegistry(fetchImpl: typeof fetch = fetch): Promise<RemoteRegistry> {
  try {
    const response = await fetchImpl('/api/platform/remotes', { cache: 'no-store', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const body: unknown = await response.json();
    if (!response.ok || !isRegistry(body)) throw new Error(`registry answered ${response.status}`);
    localStorage.setItem(STORAGE_KEY, JSON.stringify(body));
    current = body;
  } catch (error) {
    console.warn('Remote registry unavailable, using the last known good copy', error);
    current = lastKnownGood() ?? { remotes: [] };
  }
  return current;
}

export function currentRegistry(): RemoteRegistry {
  return current;
}
