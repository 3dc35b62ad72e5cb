import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@vaultline/contracts';

/** remoteEntry.js sits next to mf-manifest.json in a release folder. */
export function remoteEntryUrl(manifestEntry: string, base = window.location.href): string {
  return new URL('remoteEntry.js', new URL(manifestEntry, base)).href;
}

function expectedIntegrity(registry: RemoteRegistry, url: string): string | undefined {
  for (const remote of registry.remotes) {
    if (remote.entry && remote.integrity && remoteEntryUrl(remote.entry) === url) return remote.integrity;
    const previous = remote.previous.find((release) => remoteEntryUrl(release.entry) === url);
    if (previous) return previous.integrity;
  }
  return undefined;
}

/**
 * Subresource integrity for remote entries: the registry holds each release's sha384, and the
 * browser refuses a remoteEntry.js whose bytes differ (the outlet then shows its fallback).
 * Reads the registry when a script is created, so entries registered later (staff) are covered.
 */
export function integrityPlugin(registry: () => RemoteRegistry): ModuleFederationRuntimePlugin {
  return {
    name: 'vaultline-integrity',
    createScript({ url }) {
      const integrity = expectedIntegrity(registry(), new URL(url, window.location.href).href.split('?')[0]);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
