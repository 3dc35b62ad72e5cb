import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REMOTE_CONTRACT_VERSION } from '@vaultline/contracts';
import type { RemoteName } from '@vaultline/contracts';
import type { TestApp } from './test-app';

export interface BuiltRelease {
  version: string;
  manifest: Buffer;
  entry: Buffer;
}

export const sha384 = (bytes: Buffer) =>
  `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

/** Writes pages rendered at build time (route → HTML) and answers the manifest's list of them. */
function writePrerenderedPages(folder: string, pages: Record<string, string>) {
  mkdirSync(join(folder, 'prerender'), { recursive: true });
  const listed = Object.entries(pages).map(([route, html], index) => {
    const file = `prerender/page-${index}.html`;
    writeFileSync(join(folder, file), html);
    return [route, { file, integrity: sha384(Buffer.from(html)) }];
  });
  return Object.fromEntries(listed);
}

/**
 * Writes a release's manifest and entry (and pages rendered at build time, route → HTML) into the
 * app's remotes folder, as the build would.
 */
export function buildRelease(
  t: TestApp,
  name: RemoteName,
  version: string,
  contractVersion: number | null = REMOTE_CONTRACT_VERSION,
  prerendered?: Record<string, string>,
): BuiltRelease {
  const folder = join(t.config.remotesDir, name, version);
  mkdirSync(folder, { recursive: true });
  const prerender = prerendered ? { prerender: writePrerenderedPages(folder, prerendered) } : {};
  const metaData = {
    name,
    ...(contractVersion === null ? {} : { vaultline: { contractVersion, version, ...prerender } }),
  };
  const manifest = Buffer.from(JSON.stringify({ id: name, name, metaData, exposes: [] }));
  const entry = Buffer.from(`/* ${name} ${version} */ var ${name} = {};`);
  writeFileSync(join(folder, 'mf-manifest.json'), manifest);
  writeFileSync(join(folder, 'remoteEntry.js'), entry);
  return { version, manifest, entry };
}

/** The body the release tooling sends for a release in the portal's own folder. */
export function publishBody(
  name: RemoteName,
  version: string,
  options: { routes?: string[]; live?: boolean } = {},
) {
  return {
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    routes: options.routes ?? ['/dashboard'],
    sourceHash: 'abcdef0123456789',
    commit: '0123456789abcdef0123456789abcdef01234567',
    live: options.live ?? false,
  };
}
