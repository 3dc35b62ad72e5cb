import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { RemoteName } from '@vaultline/contracts';

const ROOT = resolve(__dirname, '../..');

/**
 * Runs the release CLI against the e2e portal, as a team would: with the ops token and the
 * release credential of the remote named in the arguments.
 */
export async function remotesCli(...args: string[]): Promise<string> {
  const tokens = JSON.parse(process.env.E2E_RELEASE_TOKENS ?? '{}') as Record<string, string>;
  const remote = args.map((arg) => arg.replace(/-/g, '_')).find((arg) => arg in tokens);
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [join(ROOT, 'tools/remotes/cli.mjs'), ...args],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        VAULTLINE_URL: process.env.E2E_BASE_URL,
        OPS_TOKEN: process.env.E2E_OPS_TOKEN,
        ...(remote ? { VAULTLINE_RELEASE_TOKEN: tokens[remote] } : {}),
        REMOTES_DIR: process.env.E2E_REMOTES_DIR,
        DATA_DIR: process.env.E2E_DATA_DIR,
      },
      timeout: 240_000,
    },
  );
  return stdout;
}

/** A fingerprint of every file of the built shell. */
export function shellFingerprint(): string {
  const dir = join(ROOT, 'dist/apps/shell');
  const hash = createHash('sha256');
  // Every file, the frame drawn at build time (prerender/) among them.
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file).update(readFileSync(file));
  return hash.digest('hex');
}

/**
 * Builds the working tree as a release of one remote under the version given (its marker shows
 * that version) and registers it as a candidate, as a team's CI would with `publish`.
 */
export async function buildRelease(name: RemoteName, version: string): Promise<void> {
  // eslint-disable-next-line @nx/enforce-module-boundaries
  const tooling = await import('../../tools/remotes/remotes.mjs');
  const project = tooling.REMOTES[name];
  await tooling.buildRemotes([{ name, project, version }], process.env.E2E_REMOTES_DIR as string);
  const tokens = JSON.parse(process.env.E2E_RELEASE_TOKENS ?? '{}') as Record<string, string>;
  const client = new tooling.RegistryClient(process.env.E2E_BASE_URL as string, {
    [name]: tokens[name],
  });
  await client.publish(name, tooling.releaseRequest({ name, project, version }));
}
