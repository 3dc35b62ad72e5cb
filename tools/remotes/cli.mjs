#!/usr/bin/env node
// npm run remotes -- list | publish <name> [--version V] | rollback <name> [version]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { publishRemotes, RegistryClient, REMOTES, resolveRemote, ROOT } from './remotes.mjs';

const USAGE = `Usage: npm run remotes -- <command>
  list                          live version and history of every remote
  publish <name> [--version V]  build a remote and make the new version live
  rollback <name> [version]     make an earlier version live (default: the one before)
Names: ${Object.keys(REMOTES).join(', ')} (or mfe-banking, banking, ...)
Environment: VAULTLINE_URL (default http://localhost:4200), OPS_TOKEN (default: DATA_DIR/ops-token),
             REMOTES_DIR (default dist/remotes), DATA_DIR (default .data)`;

function opsToken() {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const file = join(resolve(ROOT, process.env.DATA_DIR ?? '.data'), 'ops-token');
  if (!existsSync(file)) throw new Error(`No OPS_TOKEN and no ${file}: start the portal once (npm start) or set OPS_TOKEN.`);
  return readFileSync(file, 'utf8').trim();
}

async function list(client) {
  for (const name of Object.keys(REMOTES)) {
    const { releases } = await client.releases(name);
    console.log(`${name}`);
    if (releases.length === 0) console.log('  (never published)');
    for (const release of releases) {
      console.log(`  ${release.live ? '*' : ' '} ${release.version.padEnd(28)} ${release.publishedAt}  ${release.entry}`);
    }
  }
}

async function main(argv) {
  const [command, target, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return console.log(USAGE);
  const client = new RegistryClient(process.env.VAULTLINE_URL ?? 'http://localhost:4200', opsToken());
  const remotesDir = resolve(ROOT, process.env.REMOTES_DIR ?? 'dist/remotes');
  if (command === 'list') return list(client);
  const remote = resolveRemote(target);
  if (command === 'publish') {
    const flag = rest.indexOf('--version');
    const [build] = await publishRemotes(client, [remote], remotesDir, flag >= 0 ? rest[flag + 1] : undefined);
    return console.log(`Published ${remote.name} ${build.version} (live now).`);
  }
  if (command === 'rollback') {
    const { releases } = await client.rollback(remote.name, rest[0]);
    return console.log(`${remote.name} is now at ${releases.find((release) => release.live).version}.`);
  }
  throw new Error(`Unknown command "${command}".\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
