#!/usr/bin/env node
// npm run admin -- create --email EMAIL --first-name NAME --last-name NAME
// Creates a staff account (the first admin especially) through the running portal, with the
// staff-provisioning credential (ops create one with `npm run remotes -- token create staff-provisioning`).
// Prints a temporary password once; it must be replaced at the first sign-in.
import { resolve } from 'node:path';
import { readLocalToken } from '../remotes/local-releases.mjs';
import { ROOT } from '../remotes/remotes.mjs';

const USAGE = `Usage: npm run admin -- create --email EMAIL --first-name NAME --last-name NAME
Environment: VAULTLINE_URL (default http://localhost:4200),
             VAULTLINE_STAFF_TOKEN (the staff-provisioning credential; default: DATA_DIR/release-tokens/staff-provisioning)`;

function option(args, name) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

function staffProvisioningToken() {
  if (process.env.VAULTLINE_STAFF_TOKEN) return process.env.VAULTLINE_STAFF_TOKEN;
  const token = readLocalToken(
    resolve(ROOT, process.env.DATA_DIR ?? '.data'),
    'staff-provisioning',
  );
  if (!token)
    throw new Error(
      'No VAULTLINE_STAFF_TOKEN and no local credential: start the portal once (npm start) or set VAULTLINE_STAFF_TOKEN.',
    );
  return token;
}

async function main([command, ...args]) {
  const body = {
    email: option(args, 'email'),
    firstName: option(args, 'first-name'),
    lastName: option(args, 'last-name'),
  };
  if (command !== 'create' || !body.email || !body.firstName || !body.lastName)
    return console.log(USAGE);
  const base = (process.env.VAULTLINE_URL ?? 'http://localhost:4200').replace(/\/$/, '');
  const response = await fetch(`${base}/api/platform/admins`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${staffProvisioningToken()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const payload = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(`${response.status} ${payload.message ?? ''} (${payload.code ?? 'no code'})`);
  console.log(
    `Created staff account ${payload.email}.\nTemporary password (shown once, must be changed at first sign-in): ${payload.temporaryPassword}`,
  );
}

main(/** @type {[string, ...string[]]} */ (process.argv.slice(2))).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
