import { REMOTE_CONTRACT_VERSION } from '@vaultline/contracts';
import type { LiveRemote, LoadableRelease, RemoteName } from '@vaultline/contracts';

/** A release as the registry names it (test data). */
export function release(
  name: RemoteName,
  version: string,
  overrides: Partial<LoadableRelease> = {},
): LoadableRelease {
  return {
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    integrity: `sha384-${'A'.repeat(64)}`,
    manifestIntegrity: `sha384-${'M'.repeat(64)}`,
    contractVersion: REMOTE_CONTRACT_VERSION,
    ...overrides,
  };
}

/** A registry entry with its live release (test data). */
export function liveRemote(
  name: RemoteName,
  routes: string[],
  overrides: Partial<LiveRemote> = {},
): LiveRemote {
  return {
    name,
    release: release(name, '1'),
    channel: 'live',
    routes,
    previous: [],
    withdrawn: [],
    ...overrides,
  };
}
