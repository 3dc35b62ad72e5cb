import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@vaultline/contracts';

/** remoteEntry.js sits next to mf-manifest.json in a release folder. */
export function remoteEntryUrl(manifestEntry: string, base = window.location.href): string {
  return new URL('remoteEntry.js', new URL(manifestEntry, base)).href;
}

/**
 * Subresource integrity for remote entries: the registry holds each release's sha384, and the
 * browser refuses a remoteEntry.js whose bytes differ (the outlet then shows its fallback).
 */
export function integrityPlugin(registry: RemoteRegistry): ModuleFederationRuntimePlugin {
  const expected = new Map<string, string>();
  for (const remote of registry.remotes) {
    if (remote.entry && remote.integrity) expected.set(remoteEntryUrl(remote.entry), remote.integrity);
    for (const release of remote.previous) expected.set(remoteEntryUrl(release.entry), release.integrity);
  }
  return {
    name: 'vaultline-integrity',
    createScript({ url }) {
      const integrity = expected.get(new URL(url, window.location.href).href.split('?')[0]);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
