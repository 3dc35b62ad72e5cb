// What `npm start` and the e2e setup do with releases on a developer's portal: hold a local
// credential per scope, and bring each remote up to the working tree unless a rollback pinned it.
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildRemotes,
  publishRemotes,
  RegistryClient,
  releaseVersion,
  REMOTES,
  writeDefaultRegistry,
} from './remotes.mjs';

export const CREDENTIAL_SCOPES = [...Object.keys(REMOTES), 'staff-provisioning'];

/** Where local credentials are kept: <DATA_DIR>/release-tokens/<scope>, mode 600. */
export function localTokenFile(dataDir, scope) {
  return join(dataDir, 'release-tokens', scope);
}

export function readLocalToken(dataDir, scope) {
  const file = localTokenFile(dataDir, scope);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

/** The id of the credential a saved token belongs to (<scope>.credential beside it), or null. */
function readLocalCredentialId(dataDir, scope) {
  const file = `${localTokenFile(dataDir, scope)}.credential`;
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : null;
}

function saveLocalToken(dataDir, scope, created) {
  mkdirSync(join(dataDir, 'release-tokens'), { recursive: true, mode: 0o700 });
  const file = localTokenFile(dataDir, scope);
  writeFileSync(file, `${created.token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  writeFileSync(`${file}.credential`, `${created.id}\n`, { mode: 0o600 });
}

/**
 * A `local-<scope>` credential for each scope, created with the ops token unless the saved token
 * belongs to this database's active credential of that name: one data folder serves several
 * databases in turn (`npm start`, then `start:cluster` on PostgreSQL, then `npm start` again), and
 * a token saved for one is unknown to another. An older credential of the same name is revoked
 * first. Answers the tokens by scope, plus `ops`.
 */
export async function ensureLocalCredentials(baseUrl, opsToken, dataDir) {
  const ops = new RegistryClient(baseUrl, { ops: opsToken });
  const { credentials } = await ops.credentials();
  const tokens = { ops: opsToken };
  for (const scope of CREDENTIAL_SCOPES) {
    const name = `local-${scope.replace(/_/g, '-')}`;
    const active = credentials.find(
      (credential) => credential.name === name && credential.revokedAt === null,
    );
    const saved = readLocalToken(dataDir, scope);
    if (saved && active && readLocalCredentialId(dataDir, scope) === active.id) {
      tokens[scope] = saved;
      continue;
    }
    if (active) await ops.revokeCredential(active.id);
    const created = await ops.createCredential({ name, scope });
    saveLocalToken(dataDir, scope, created);
    tokens[scope] = created.token;
  }
  return tokens;
}

/**
 * @typedef {{ kind: 'release' } | { kind: 'keep', note?: string } | { kind: 'restore', version: string }} Plan
 */

/**
 * What a developer's portal does with one remote: release the working tree, rebuild missing files, or nothing.
 * @returns {Plan}
 */
function planFor(name, project, live, remotesDir) {
  const version = releaseVersion(project);
  if (!live) return { kind: 'release' };
  const filesThere =
    !live.entry.startsWith('/remotes/') ||
    existsSync(join(remotesDir, name, live.version, 'remoteEntry.js'));
  if (live.pinned) {
    const missing = filesThere ? '' : ` (its files are missing from ${remotesDir})`;
    return {
      kind: 'keep',
      note: `${name} is pinned to ${live.version} by a rollback${missing}; npm run remotes -- publish ${project} --live releases your working tree.`,
    };
  }
  if (live.version !== version) return { kind: 'release' };
  // Builds are deterministic: the same sources give the files whose hashes the registry keeps.
  return filesThere ? { kind: 'keep' } : { kind: 'restore', version };
}

/**
 * Makes the working tree live for every remote that has no release yet or whose live release was
 * built from other sources, except a remote a rollback pinned: a restart never undoes a rollback.
 * Then writes the default registry for outages.
 */
export async function syncRemotes(client, remotesDir, log) {
  const toRelease = [];
  const toRestore = [];
  for (const [name, project] of Object.entries(REMOTES)) {
    const { releases } = await client.releases(name);
    const plan = planFor(
      name,
      project,
      releases.find((release) => release.state === 'live'),
      remotesDir,
    );
    if (plan.kind === 'keep' && plan.note) log(plan.note);
    if (plan.kind === 'release') toRelease.push({ name, project });
    if (plan.kind === 'restore') toRestore.push({ name, project, version: plan.version });
  }
  if (toRestore.length > 0) {
    log(
      `Rebuilding the missing files of ${toRestore.map((remote) => `${remote.name} ${remote.version}`).join(', ')}...`,
    );
    await buildRemotes(toRestore, remotesDir);
  }
  if (toRelease.length > 0) {
    log(`Building and releasing ${toRelease.map((remote) => remote.name).join(', ')}...`);
    // Each new release is published by the remote's local credential and approved by the ops
    // token, which this portal's owner holds: two audited acts, as on any portal.
    const published = await publishRemotes(client, toRelease, remotesDir, { live: true });
    for (const release of published.filter((item) => !item.built)) log(notLive(release));
  }
  await writeDefaultRegistry(client, remotesDir);
}

/** Why the working tree's release, registered already, is not what runs, and what would make it so. */
function notLive({ name, version, state }) {
  const project = REMOTES[name];
  if (state === 'rolled_back')
    return `${name} ${version} (your working tree) was rolled back, and a withdrawn release never goes live again: bump apps/${project}/release.json to release it as a new version.`;
  if (state === 'retired')
    return `${name} ${version} was live before; npm run remotes -- rollback ${project} ${version} makes it live again (pinned).`;
  return `${name} ${version} is registered as a ${state}, not live; npm run remotes -- promote ${project} --version ${version} makes it live.`;
}
