#!/usr/bin/env node
// Each remote releases alone: building all three remotes, then again with only mfe-banking's
// code changed, must leave mfe-public's and mfe-admin's release folders byte-identical (so their
// versions, hashes and cached files stay valid) while mfe-banking's differ. Both builds start
// from scratch (no webpack cache), as two CI runs on clean machines would.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildRemotes, folderDigest, releaseVersion, REMOTES, ROOT } from '../remotes/remotes.mjs';

async function buildAll(dir, exposes) {
  const builds = Object.entries(REMOTES).map(([name, project]) => ({
    name,
    project,
    version: releaseVersion(project),
  }));
  await buildRemotes(builds, dir, { exposes, cache: false });
  return Object.fromEntries(
    builds.map(({ name, version }) => [name, folderDigest(join(dir, name, version))]),
  );
}

const work = mkdtempSync(join(tmpdir(), 'vaultline-isolation-'));
try {
  // mfe-banking's routes wrapped in a module that changes its code, the working tree untouched.
  const changed = join(work, 'banking-changed.tsx');
  writeFileSync(
    changed,
    `export { default } from ${JSON.stringify(join(ROOT, 'apps/mfe-banking/src/remote-routes.tsx'))};\nconsole.info('isolation probe');\n`,
  );
  const before = await buildAll(join(work, 'a'));
  const after = await buildAll(join(work, 'b'), { mfe_banking: changed });
  const rows = Object.keys(REMOTES).map((name) => ({
    name,
    files: before[name].files,
    identical: before[name].digest === after[name].digest,
  }));
  for (const row of rows)
    console.log(
      `${row.name.padEnd(12)} ${String(row.files).padStart(3)} files  ${row.identical ? 'byte-identical' : 'changed'}`,
    );
  const expected = { mfe_public: true, mfe_admin: true, mfe_banking: false };
  const wrong = rows.filter((row) => row.identical !== expected[row.name]);
  if (wrong.length > 0)
    throw new Error(`Release isolation broken for ${wrong.map((row) => row.name).join(', ')}`);
  console.log('Release isolation holds: changing mfe-banking rebuilt only mfe-banking.');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
