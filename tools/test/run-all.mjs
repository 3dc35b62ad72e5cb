#!/usr/bin/env node
// npm test: lint, type-check, unit and integration tests and builds of every project, then the
// browser tests against the whole portal. API and e2e suites use PostgreSQL too when DATABASE_URL is set.
import { execFileSync } from 'node:child_process';
import { requireSupportedNode } from '../lib/supported-node.mjs';
import { ROOT } from '../remotes/remotes.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

requireSupportedNode();
console.log(`Node.js ${process.version} (${process.execPath})`);

const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };

function nx(...args) {
  execFileSync('npx', ['nx', ...args, '--output-style=static'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
}

try {
  // One format for the whole house (Prettier, 100 columns): a file off the format fails the run.
  execFileSync('npx', ['prettier', '--check', '.', '--log-level', 'warn'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  nx('run-many', '-t', 'lint', 'typecheck', 'test', 'build', '--parallel=2');
  // Each remote releases alone: a change to one leaves the others' builds byte-identical.
  execFileSync(process.execPath, ['tools/test/release-isolation.mjs'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  });
  ensureChromium();
  nx('run', 'e2e:e2e');
  console.log(
    `\nAll tests passed${process.env.DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite; set DATABASE_URL to include PostgreSQL)'}.`,
  );
} catch (error) {
  console.error(
    `\nTests failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
  );
  process.exit(1);
}
