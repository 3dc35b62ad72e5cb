import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type {
  DOWNGRADE_REASONS,
  LiveRemote,
  LoadableRelease,
  RemoteName,
} from '@vaultline/contracts';
import type { Refusal } from './release-check-plugin';

/** What every remote exposes as "./routes": a component rendering its own <Routes>. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

type DowngradeReason = (typeof DOWNGRADE_REASONS)[number];

/**
 * How hard a release is tried before the next known-good one: 3 attempts, 300 ms then 900 ms
 * apart (a restarting API answers 503 for about a second). At most 2 fallbacks after the release
 * the registry names, so a section gives up within a few seconds plus the loads themselves.
 */
export const RETRY_DELAYS_MS = [300, 900];
export const FALLBACKS_MAX = 2;

/** The release each remote runs in this tab (after any fallback), and its routes module. */
const loaded = new Map<RemoteName, { version: string; module: RemoteRoutesModule }>();
/** Manifests the release check refused, with why (a refusal is final: it is not retried). */
const refused = new Map<string, Refusal>();

export function noteRefusal(manifestUrl: string, reason: Refusal): void {
  refused.set(manifestUrl, reason);
}

export function loadedVersion(name: RemoteName): string | null {
  return loaded.get(name)?.version ?? null;
}

/** The routes module of the release running in this tab, if it has loaded. */
export function loadedRoutes(name: RemoteName): RemoteRoutesModule | null {
  return loaded.get(name)?.module ?? null;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const absolute = (url: string) => new URL(url, window.location.href).href;

async function loadRelease(
  name: RemoteName,
  release: LoadableRelease,
): Promise<RemoteRoutesModule> {
  // force: a failed attempt (or another release of this remote) must not be served from the runtime's cache.
  registerRemotes([{ name, entry: release.entry }], { force: true });
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name} ${release.version} did not provide its routes`);
  return module;
}

/** Tries one release a few times; a refused release (integrity, contract) is not tried again. */
async function tryRelease(name: RemoteName, release: LoadableRelease): Promise<RemoteRoutesModule> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await loadRelease(name, release);
    } catch (error) {
      if (refused.has(absolute(release.entry)) || attempt >= RETRY_DELAYS_MS.length) throw error;
      await wait(RETRY_DELAYS_MS[attempt]);
    }
  }
}

/** Tells the API that this tab could not run the release the registry named (never blocks the page). */
function reportDowngrade(
  name: RemoteName,
  fromVersion: string,
  toVersion: string | null,
  reason: DowngradeReason,
): void {
  void fetch(`/api/platform/remotes/${name}/downgrades`, {
    method: 'POST',
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ fromVersion, toVersion, reason }),
  }).catch(() => undefined);
}

/** Loads under way, so a load started at boot and the outlet's own share one attempt. */
const loading = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/**
 * A remote's routes: the release the registry names, retried through blips, else its known-good
 * releases in order. Once a release runs in this tab it stays (a new release takes a reload).
 */
export function loadRemoteRoutes(remote: LiveRemote): Promise<RemoteRoutesModule> {
  const running = loaded.get(remote.name);
  if (running) return Promise.resolve(running.module);
  const underWay = loading.get(remote.name);
  if (underWay) return underWay;
  const load = loadFirstWorkingRelease(remote).finally(() => loading.delete(remote.name));
  loading.set(remote.name, load);
  return load;
}

async function loadFirstWorkingRelease(remote: LiveRemote): Promise<RemoteRoutesModule> {
  if (!remote.release) throw new Error(`${remote.name} is not available to this session`);
  const candidates = [remote.release, ...remote.previous.slice(0, FALLBACKS_MAX)];
  let firstFailure: DowngradeReason | null = null;
  for (const release of candidates) {
    try {
      const module = await tryRelease(remote.name, release);
      loaded.set(remote.name, { version: release.version, module });
      if (firstFailure)
        reportDowngrade(remote.name, remote.release.version, release.version, firstFailure);
      return module;
    } catch (error) {
      firstFailure ??= refused.get(absolute(release.entry)) ?? 'load_failed';
      console.warn(`${remote.name} ${release.version} could not load`, error);
    }
  }
  reportDowngrade(remote.name, remote.release.version, null, firstFailure ?? 'load_failed');
  throw new Error(`${remote.name}: no release could load`);
}
