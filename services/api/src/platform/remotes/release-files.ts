import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublishRemoteRequest, RemoteName } from '@vaultline/contracts';
import { RemotesErrorCode, RemotesException } from './remotes.exception';

/** What the registry needs to know of a release's files to let the shell check them. */
export interface ReleaseFacts {
  integrity: string;
  manifestIntegrity: string;
  contractVersion: number;
}

/** Bigger files are not a release's manifest or entry: refused before they are read. */
const FILE_MAX_BYTES = 5 * 1024 * 1024;

export function sha384(bytes: Buffer): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

export async function readReleaseFile(folder: string, file: string): Promise<Buffer> {
  const path = join(folder, file);
  const size = await stat(path).then(
    (info) => (info.isFile() ? info.size : -1),
    () => -1,
  );
  if (size < 0)
    throw new RemotesException(
      RemotesErrorCode.RELEASE_FILES_MISSING,
      `The release has no ${file}: build it into its folder first.`,
    );
  if (size > FILE_MAX_BYTES)
    throw new RemotesException(
      RemotesErrorCode.RELEASE_INVALID,
      `${file} is over ${FILE_MAX_BYTES} bytes.`,
    );
  return readFile(path);
}

/** The contract version a manifest declares (metaData.vaultline.contractVersion, added at build). */
function contractVersionOf(manifest: Buffer): number {
  let parsed: unknown;
  try {
    parsed = JSON.parse(manifest.toString('utf8'));
  } catch {
    throw new RemotesException(RemotesErrorCode.RELEASE_INVALID, 'mf-manifest.json is not JSON.');
  }
  const version = (parsed as { metaData?: { vaultline?: { contractVersion?: unknown } } } | null)
    ?.metaData?.vaultline?.contractVersion;
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new RemotesException(
      RemotesErrorCode.RELEASE_INVALID,
      'mf-manifest.json does not say which contract it was built for.',
    );
  }
  return version;
}

/**
 * The hashes and contract of a release in this portal's own folder, read and computed here (the
 * publisher's word is not taken for them). Errors: REMOTES_RELEASE_FILES_MISSING, REMOTES_RELEASE_INVALID.
 */
export async function readReleaseFacts(
  remotesDir: string,
  name: RemoteName,
  version: string,
): Promise<ReleaseFacts> {
  const folder = join(remotesDir, name, version);
  const manifest = await readReleaseFile(folder, 'mf-manifest.json');
  const entry = await readReleaseFile(folder, 'remoteEntry.js');
  return {
    integrity: sha384(entry),
    manifestIntegrity: sha384(manifest),
    contractVersion: contractVersionOf(manifest),
  };
}

/** A release on another origin (a CDN): the publisher must say its hashes and contract. Errors: REMOTES_RELEASE_INVALID. */
export function declaredReleaseFacts(request: PublishRemoteRequest): ReleaseFacts {
  const { integrity, manifestIntegrity, contractVersion } = request;
  if (!integrity || !manifestIntegrity || !contractVersion) {
    throw new RemotesException(
      RemotesErrorCode.RELEASE_INVALID,
      'A release on another origin needs integrity, manifestIntegrity and contractVersion.',
    );
  }
  return { integrity, manifestIntegrity, contractVersion };
}
