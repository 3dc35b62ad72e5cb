import { webcrypto } from 'node:crypto';
import { REMOTE_CONTRACT_VERSION } from '@vaultline/contracts';
import { liveRemote, release } from './registry.fixtures';
import {
  checkManifest,
  ReleaseRefused,
  releaseCheckPlugin,
  remoteEntryUrl,
  sha384,
  withoutPreloads,
} from './release-check-plugin';

Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });

const manifestBytes = (contractVersion: unknown) =>
  new TextEncoder().encode(
    JSON.stringify({ name: 'mfe_banking', metaData: { vaultline: { contractVersion } } }),
  ).buffer as ArrayBuffer;

async function releaseFor(bytes: ArrayBuffer) {
  return release('mfe_banking', '2', { manifestIntegrity: await sha384(bytes) });
}

describe('release check', () => {
  it('takes a manifest with the registered bytes and this shell’s contract', async () => {
    const bytes = manifestBytes(REMOTE_CONTRACT_VERSION);
    await expect(checkManifest(await releaseFor(bytes), bytes)).resolves.toBeUndefined();
  });

  it('refuses a manifest whose bytes differ from the registered hash', async () => {
    const bytes = manifestBytes(REMOTE_CONTRACT_VERSION);
    const tampered = manifestBytes(REMOTE_CONTRACT_VERSION + 0.5);
    await expect(checkManifest(await releaseFor(bytes), tampered)).rejects.toMatchObject({
      reason: 'integrity',
    });
  });

  it('refuses a manifest built for another contract, or none', async () => {
    for (const contract of [REMOTE_CONTRACT_VERSION + 1, undefined]) {
      const bytes = manifestBytes(contract);
      const refusal = await checkManifest(await releaseFor(bytes), bytes).catch(
        (error: unknown) => error,
      );
      expect(refusal).toBeInstanceOf(ReleaseRefused);
      expect((refusal as ReleaseRefused).reason).toBe('contract');
    }
  });

  it('puts the registry’s integrity on the entries of the live and the known-good releases, and leaves other scripts alone', () => {
    const previous = release('mfe_banking', '1', { integrity: `sha384-${'B'.repeat(64)}` });
    const registry = {
      remotes: [
        liveRemote('mfe_banking', ['/dashboard'], {
          release: release('mfe_banking', '2'),
          previous: [previous],
        }),
      ],
    };
    const createScript = (url: string) =>
      (
        releaseCheckPlugin(
          () => registry,
          () => undefined,
        ).createScript as (args: { url: string }) => HTMLScriptElement | undefined
      )({ url });
    const live = createScript('http://localhost/remotes/mfe_banking/2/remoteEntry.js');
    expect([live?.integrity, live?.crossOrigin]).toEqual([`sha384-${'A'.repeat(64)}`, 'anonymous']);
    expect(createScript('http://localhost/remotes/mfe_banking/1/remoteEntry.js')?.integrity).toBe(
      `sha384-${'B'.repeat(64)}`,
    );
    expect(createScript('http://localhost/remotes/mfe_banking/2/123.abc.js')).toBeUndefined();
    expect(remoteEntryUrl('/remotes/x/1/mf-manifest.json', 'http://localhost/a/b')).toBe(
      'http://localhost/remotes/x/1/remoteEntry.js',
    );
  });

  it('refuses to fetch a manifest the registry does not name', async () => {
    const plugin = releaseCheckPlugin(
      () => ({ remotes: [] }),
      () => undefined,
    );
    const fetchHook = plugin.fetch as (url: string, init: RequestInit) => Promise<Response>;
    await expect(
      fetchHook('http://localhost/remotes/evil/1/mf-manifest.json', {}),
    ).rejects.toMatchObject({ reason: 'integrity' });
  });
});

describe('the manifest the runtime gets', () => {
  it('names no assets to preload, so every chunk loads through the checked entry', () => {
    const manifest = {
      name: 'mfe_banking',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: [
        {
          name: 'routes',
          assets: { js: { sync: ['a.js'], async: ['b.js'] }, css: { sync: [], async: [] } },
        },
      ],
      shared: [
        {
          name: 'react',
          assets: { js: { sync: ['c.js'], async: [] }, css: { sync: [], async: [] } },
        },
      ],
    };
    const stripped = withoutPreloads(manifest) as typeof manifest;
    expect(stripped.exposes[0].assets.js).toEqual({ sync: [], async: [] });
    expect(stripped.shared[0].assets.js).toEqual({ sync: [], async: [] });
    expect(stripped.metaData).toEqual(manifest.metaData);
  });
});
