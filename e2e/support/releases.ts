import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type {
  CredentialScope,
  RemoteName,
  RemoteRegistry,
  RemoteReleaseList,
} from '@vaultline/contracts';

/** The release credentials the e2e setup created (one per remote, and staff provisioning). */
function releaseToken(scope: CredentialScope): string {
  const tokens = JSON.parse(process.env.E2E_RELEASE_TOKENS ?? '{}') as Partial<
    Record<CredentialScope, string>
  >;
  const token = tokens[scope];
  if (!token) throw new Error(`No release credential for ${scope} in E2E_RELEASE_TOKENS`);
  return token;
}

async function releaseApi<T>(
  name: RemoteName,
  action: string,
  body?: object,
  token = releaseToken(name),
): Promise<T> {
  const response = await fetch(
    `${process.env.E2E_BASE_URL}/api/platform/remotes/${name}/${action}`,
    {
      method: body ? 'POST' : 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    },
  );
  const payload = (await response.json()) as T & { message?: string; code?: string };
  if (!response.ok)
    throw new Error(
      `${name} ${action}: ${response.status} ${payload.message ?? ''} (${payload.code ?? 'no code'})`,
    );
  return payload;
}

export const releases = (name: RemoteName) => releaseApi<RemoteReleaseList>(name, 'releases');
export const canary = (name: RemoteName, percent: number, version?: string) =>
  releaseApi<RemoteReleaseList>(name, 'canary', { percent, version });
export const promote = (name: RemoteName, version?: string) =>
  releaseApi<RemoteReleaseList>(name, 'promote', { version });
export const rollback = (name: RemoteName, body: { version?: string; urgent?: boolean } = {}) =>
  releaseApi<RemoteReleaseList>(name, 'rollback', body);
/** Ops (the second credential holder) make a candidate live without a canary. */
export const approve = (name: RemoteName, version: string) =>
  releaseApi<RemoteReleaseList>(name, 'approve', { version }, process.env.E2E_OPS_TOKEN);

/** The live release of a remote (what a browser outside any canary loads). */
export async function liveVersion(name: RemoteName): Promise<string> {
  const list = await releases(name);
  const live = list.releases.find((release) => release.state === 'live');
  if (!live) throw new Error(`${name} has no live release`);
  return live.version;
}

/**
 * Registers a release whose folder is already in the portal's remotes folder (the API hashes its
 * files itself) as a candidate; `live`: ops approve it at once.
 */
export async function registerRelease(
  name: RemoteName,
  version: string,
  options: { live?: boolean; sourceHash?: string } = {},
): Promise<void> {
  const registry = (await (
    await fetch(`${process.env.E2E_BASE_URL}/api/platform/remotes/baseline`)
  ).json()) as RemoteRegistry;
  const routes = registry.remotes.find((remote) => remote.name === name)?.routes ?? ['/'];
  await releaseApi(name, 'releases', {
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    routes,
    sourceHash: options.sourceHash ?? '0'.repeat(16),
    commit: null,
  });
  if (options.live) await approve(name, version);
}

/**
 * A new release of a remote made from the files of an existing one, without a build: the folder
 * is copied under a new version (and its manifest changed by `editManifest` when given), then
 * registered like any release.
 */
export async function releaseCopy(
  name: RemoteName,
  fromVersion: string,
  version: string,
  options: { live?: boolean; editManifest?: (manifest: Record<string, unknown>) => void } = {},
): Promise<void> {
  const dir = process.env.E2E_REMOTES_DIR as string;
  const folder = join(dir, name, version);
  cpSync(join(dir, name, fromVersion), folder, { recursive: true });
  if (options.editManifest) {
    const file = join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    options.editManifest(manifest);
    const text = JSON.stringify(manifest);
    writeFileSync(file, text);
    // As a build would: the compressed copies the server sends say the same.
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  const source = (await releases(name)).releases.find((release) => release.version === fromVersion);
  await registerRelease(name, version, { live: options.live, sourceHash: source?.sourceHash });
}
