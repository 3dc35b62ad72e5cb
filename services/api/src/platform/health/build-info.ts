import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BuildInfo {
  version: string;
  commit: string | null;
}

const COMMIT = /^[0-9a-f]{7,40}$/;

function packageVersion(): string {
  try {
    const parsed = JSON.parse(readFileSync(join(process.cwd(), 'package.json'), 'utf8')) as {
      version?: unknown;
    };
    return typeof parsed.version === 'string' ? parsed.version : 'unknown';
  } catch {
    return 'unknown';
  }
}

/** VAULTLINE_COMMIT when the deployment sets it, else the checkout's HEAD, else unknown. */
function commit(): string | null {
  const given = process.env.VAULTLINE_COMMIT?.trim().toLowerCase();
  if (given) return COMMIT.test(given) ? given : null;
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: process.cwd(),
      timeout: 2000,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return COMMIT.test(head) ? head : null;
  } catch {
    return null;
  }
}

let cached: BuildInfo | null = null;

/** The portal's version (package.json, or VAULTLINE_VERSION) and commit, read once. */
export function buildInfo(): BuildInfo {
  cached ??= {
    version: process.env.VAULTLINE_VERSION?.trim() || packageVersion(),
    commit: commit(),
  };
  return cached;
}
