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

const phases = [];

/** Runs one phase of the run, and keeps how long it took for the summary at the end. */
function phase(name, command, args) {
  const started = Date.now();
  try {
    execFileSync(command, args, { cwd: ROOT, stdio: 'inherit', env });
  } finally {
    phases.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
    console.log(`\n== ${phases.join(' · ')}`);
  }
}

const nx = (name, ...args) => phase(name, 'npx', ['nx', ...args, '--output-style=static']);

try {
  // One format for the whole house (Prettier, 100 columns): a file off the format fails the run.
  phase('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  nx(
    'lint, types, unit and API tests, builds',
    'run-many',
    '-t',
    'lint',
    'typecheck',
    'test',
    'build',
    '--parallel=2',
  );
  // Each remote releases alone: a change to one leaves the others' builds byte-identical.
  phase('release isolation', process.execPath, ['tools/test/release-isolation.mjs']);
  ensureChromium();
  // The API and shell were built above (NX_SKIP_NX_CACHE would build them again for e2e's dependsOn).
  nx('browser tests', 'run', 'e2e:e2e', '--excludeTaskDependencies');
  console.log(
    `\nAll tests passed${process.env.DATABASE_URL ? ' (PGlite and PostgreSQL)' : ' (PGlite; set DATABASE_URL to include PostgreSQL)'}.`,
  );
} catch (error) {
  console.error(
    `\nTests failed: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`,
  );
  process.exit(1);
}
