#!/usr/bin/env node
// npm run admin -- create --email EMAIL --first-name NAME --last-name NAME
// Creates a staff account (the first admin especially) through the running portal's ops endpoint.
// Prints a temporary password once; it must be replaced at the first sign-in.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOT } from '../remotes/remotes.mjs';

const USAGE = `Usage: npm run admin -- create --email EMAIL --first-name NAME --last-name NAME
Environment: VAULTLINE_URL (default http://localhost:4200), OPS_TOKEN (default: DATA_DIR/ops-token)`;

function option(args, name) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function opsToken() {
  if (process.env.OPS_TOKEN) return process.env.OPS_TOKEN;
  const file = join(resolve(ROOT, process.env.DATA_DIR ?? '.data'), 'ops-token');
  if (!existsSync(file)) throw new Error(`No OPS_TOKEN and no ${file}: start the portal once (npm start) or set OPS_TOKEN.`);
  return readFileSync(file, 'utf8').trim();
}

async function main([command, ...args]) {
  const body = { email: option(args, 'email'), firstName: option(args, 'first-name'), lastName: option(args, 'last-name') };
  if (command !== 'create' || !body.email || !body.firstName || !body.lastName) return console.log(USAGE);
  const base = (process.env.VAULTLINE_URL ?? 'http://localhost:4200').replace(/\/$/, '');
  const response = await fetch(`${base}/api/platform/admins`, {
    method: 'POST',
    headers: { authorization: `Bearer ${opsToken()}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const payload = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(`${response.status} ${payload.message ?? ''} (${payload.code ?? 'no code'})`);
  console.log(`Created staff account ${payload.email}.\nTemporary password (shown once, must be changed at first sign-in): ${payload.temporaryPassword}`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
