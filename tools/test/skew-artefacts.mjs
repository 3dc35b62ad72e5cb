#!/usr/bin/env node
// Writes e2e/artefacts/skew-n-1.tar.gz: the shell and an mfe_banking release (version "skew-n-1")
// built from the working tree. Run it when a release is cut: the e2e skew test then loads that
// (now previous) banking release against the current shell, and the current remotes against that
// (now previous) shell. Source maps and licence files are left out.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRemotes, ROOT, runWebpack } from '../remotes/remotes.mjs';

const require = createRequire(import.meta.url);
export const SKEW_VERSION = 'skew-n-1';
const OUTPUT = join(ROOT, 'e2e/artefacts/skew-n-1.tar.gz');

/** @param {string} outputPath */
function buildShell(outputPath) {
  const { shellConfig } = require('../webpack/config.js');
  return runWebpack(shellConfig({ outputPath }));
}

const work = mkdtempSync(join(tmpdir(), 'vaultline-skew-'));
try {
  await buildRemotes(
    [{ name: 'mfe_banking', project: 'mfe-banking', version: SKEW_VERSION }],
    join(work, 'remotes'),
  );
  await buildShell(join(work, 'shell'));
  mkdirSync(join(ROOT, 'e2e/artefacts'), { recursive: true });
  const exclude = ['--exclude=*.map', '--exclude=*.LICENSE.txt'];
  execFileSync('tar', [
    'czf',
    OUTPUT,
    ...exclude,
    '-C',
    work,
    'shell',
    '-C',
    join(work, 'remotes'),
    `mfe_banking/${SKEW_VERSION}`,
  ]);
  console.log(`Wrote ${OUTPUT}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
