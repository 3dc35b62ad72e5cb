import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { REMOTE_CONTRACT_VERSION } from '@vaultline/contracts';
import type { LoadableRelease, RemoteRegistry } from '@vaultline/contracts';

/** Why a release was refused before any of its code ran. */
export type Refusal = 'integrity' | 'contract';

/** remoteEntry.js sits next to mf-manifest.json in a release folder. */
export function remoteEntryUrl(manifestEntry: string, base = window.location.href): string {
  return new URL('remoteEntry.js', new URL(manifestEntry, base)).href;
}

function absolute(url: string): string {
  return new URL(url, window.location.href).href.split(/[?#]/)[0];
}

/** Every release the registry names (live or canary, and the known-good fallbacks). */
function releasesOf(registry: RemoteRegistry): LoadableRelease[] {
  return registry.remotes.flatMap((remote) => [
    ...(remote.release ? [remote.release] : []),
    ...remote.previous,
  ]);
}

export async function sha384(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  return `sha384-${btoa(String.fromCharCode(...digest))}`;
}

function declaredContract(manifest: string): unknown {
  try {
    return (JSON.parse(manifest) as { metaData?: { vaultline?: { contractVersion?: unknown } } })
      .metaData?.vaultline?.contractVersion;
  } catch {
    return undefined;
  }
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const NO_ASSETS = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };

/**
 * The manifest without its asset lists: the runtime would otherwise preload the chunks they name
 * with plain script tags (no integrity), and the remote's own loader, which checks every chunk
 * against the hashes in its checked remoteEntry.js, would find them already run.
 */
export function withoutPreloads(manifest: Json): Json {
  if (Array.isArray(manifest)) return manifest.map(withoutPreloads);
  if (manifest === null || typeof manifest !== 'object') return manifest;
  return Object.fromEntries(
    Object.entries(manifest).map(([key, value]) => [
      key,
      key === 'assets' ? NO_ASSETS : withoutPreloads(value),
    ]),
  );
}

/** A release refused before its code ran: its manifest is not the one the registry hashed, or was built for another contract. */
export class ReleaseRefused extends Error {
  constructor(
    readonly reason: Refusal,
    message: string,
  ) {
    super(message);
    this.name = 'ReleaseRefused';
  }
}

/**
 * Checks a fetched manifest against the release the registry names: the same bytes (sha384) and
 * this shell's contract. Errors: ReleaseRefused.
 */
export async function checkManifest(release: LoadableRelease, bytes: ArrayBuffer): Promise<void> {
  const hash = await sha384(bytes);
  if (hash !== release.manifestIntegrity)
    throw new ReleaseRefused('integrity', `${release.entry} does not match its registered hash`);
  const contract = declaredContract(new TextDecoder().decode(bytes));
  if (contract !== REMOTE_CONTRACT_VERSION) {
    throw new ReleaseRefused(
      'contract',
      `${release.entry} was built for contract ${String(contract)}; this shell takes ${REMOTE_CONTRACT_VERSION}`,
    );
  }
}

/**
 * Checks every release before it runs, failing closed: a manifest is fetched here, compared with
 * the registry's hash and contract, and refused (the loader then tries the next known-good
 * release); a remote entry gets the registry's integrity, so the browser refuses other bytes; the
 * entry carries the hashes of its chunks, and every chunk loads through it (no preloads). The registry is read at each load, so releases
 * registered later (staff, fallbacks) are covered. `onRefused` hears each refusal, by manifest URL.
 */
export function releaseCheckPlugin(
  registry: () => RemoteRegistry,
  onRefused: (manifestUrl: string, reason: Refusal) => void,
): ModuleFederationRuntimePlugin {
  const find = (matches: (release: LoadableRelease) => boolean) =>
    releasesOf(registry()).find(matches);
  return {
    name: 'vaultline-release-check',
    async fetch(url: string) {
      const release = find((candidate) => absolute(candidate.entry) === absolute(url));
      if (!release)
        throw new ReleaseRefused('integrity', `${url} is not a release the registry names`);
      const response = await globalThis.fetch(url, {
        cache: 'no-cache',
        credentials: 'same-origin',
      });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const bytes = await response.arrayBuffer();
      try {
        await checkManifest(release, bytes);
      } catch (error) {
        if (error instanceof ReleaseRefused) onRefused(absolute(url), error.reason);
        throw error;
      }
      const manifest = JSON.parse(new TextDecoder().decode(bytes)) as Json;
      return new Response(JSON.stringify(withoutPreloads(manifest)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    },
    createScript({ url }) {
      const release = find((candidate) => remoteEntryUrl(candidate.entry) === absolute(url));
      if (!release) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = release.integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
