#!/usr/bin/env node
// npm run remotes -- <command>: release one remote at a time (see USAGE, in the order ops use it).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CREDENTIAL_SCOPES, readLocalToken } from './local-releases.mjs';
import {
  publishRemotes,
  RegistryClient,
  REMOTES,
  resolveRemote,
  ROOT,
  writeDefaultRegistry,
} from './remotes.mjs';

const USAGE = `Usage: npm run remotes -- <command>
  token create <scope> --name <name>   (ops) a release credential for one team: scope ${CREDENTIAL_SCOPES.join(', ')}
  token list                           (ops) every credential, never its token
  token revoke <id>                    (ops) revoke one at once
  publish <name> [--live]              build the working tree and register it as a candidate; --live asks ops to
                                       approve it live at once (done at once when you hold OPS_TOKEN too)
  canary <name> --percent N [--version V]   serve the candidate to N % of users (0 stops it)
  promote <name> [--version V]         make the canary (or V) live for everyone; a candidate needs ops' approval
  approve <name> <version>             (ops) make a team's candidate live without a canary: the second person
  rollback <name> [version] [--urgent] back to the last known-good release (or V), pinned; --urgent reloads open tabs;
                                       the release it replaces is withdrawn and never goes live again
  list                                 each remote's releases: state, canary share, pinned
  history <name>                       who did what to a remote, newest first
Names: ${Object.keys(REMOTES).join(', ')} (or mfe-banking, banking, ...)
Environment: VAULTLINE_URL (default http://localhost:4200), VAULTLINE_RELEASE_TOKEN (the remote's credential;
  default DATA_DIR/release-tokens/<name>, written by npm start), OPS_TOKEN (default DATA_DIR/ops-token),
  REMOTES_DIR (default dist/remotes), DATA_DIR (default .data)`;

function option(args, name) {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The first argument that is not a flag or a flag's value. */
function positional(args, flagsWithValue = ['--version', '--percent', '--name']) {
  return args.find((arg, i) => !arg.startsWith('--') && !flagsWithValue.includes(args[i - 1]));
}

function tokens(dataDir, remote) {
  const opsFile = join(dataDir, 'ops-token');
  const ops =
    process.env.OPS_TOKEN ??
    (existsSync(opsFile) ? readFileSync(opsFile, 'utf8').trim() : undefined);
  const release = remote
    ? (process.env.VAULTLINE_RELEASE_TOKEN ?? readLocalToken(dataDir, remote) ?? undefined)
    : undefined;
  return { ops, ...(remote && release ? { [remote]: release } : {}) };
}

async function list(client) {
  for (const name of Object.keys(REMOTES)) {
    const { releases } = await client.releases(name);
    console.log(name);
    if (releases.length === 0) console.log('  (never published)');
    for (const release of releases) {
      const canary = release.state === 'canary' ? ` ${release.canaryPercent} %` : '';
      const pinned = release.pinned ? ' (pinned by a rollback)' : '';
      console.log(
        `  ${release.version.padEnd(24)} ${`${release.state}${canary}`.padEnd(12)} ${release.publishedAt}  ${release.publishedBy}${pinned}`,
      );
    }
  }
}

async function history(client, name) {
  const { events } = await client.history(name);
  if (events.length === 0) console.log(`${name}: no release actions yet`);
  for (const event of events) {
    const extra =
      event.action === 'canary'
        ? ` at ${event.canaryPercent} %`
        : event.fromVersion
          ? ` (was ${event.fromVersion})`
          : '';
    console.log(
      `${event.at}  ${event.action.padEnd(8)} ${event.version}${extra}${event.urgent ? ' URGENT' : ''}  by ${event.actor}`,
    );
  }
}

async function token(client, [sub, ...args]) {
  if (sub === 'create') {
    const [scope, name] = [positional(args), option(args, 'name')];
    if (!scope || !name) throw new Error(`token create needs a scope and --name.\n${USAGE}`);
    const created = await client.createCredential({ name, scope: scope.replace(/^(mfe)-/, '$1_') });
    return console.log(
      `Created ${created.name} for ${created.scope}:\n${created.token}\nShown once: store it as VAULTLINE_RELEASE_TOKEN in that team's CI.`,
    );
  }
  if (sub === 'list') {
    const { credentials } = await client.credentials();
    for (const c of credentials)
      console.log(
        `${c.id}  ${c.name.padEnd(28)} ${c.scope.padEnd(20)} ${c.revokedAt ? `revoked ${c.revokedAt}` : 'active'}`,
      );
    return undefined;
  }
  if (sub === 'revoke' && args[0])
    return console.log(`Revoked ${(await client.revokeCredential(args[0])).name}.`);
  throw new Error(`Unknown token command.\n${USAGE}`);
}

/** How ops make a candidate live without a canary (what a team without the ops token asks for). */
const approveCommand = (remote, version) =>
  `OPS_TOKEN=... npm run remotes -- approve ${remote.project} ${version}`;

/**
 * Registers the working tree as a candidate. With --live, ops approve it at once when this caller
 * holds the ops token too (a developer's own portal); otherwise it waits for ops, a second person.
 */
async function publish(client, remote, args, remotesDir) {
  const [{ version, built, state }] = await publishRemotes(client, [remote], remotesDir);
  if (state === 'rolled_back')
    throw new Error(
      `${remote.name} ${version} was rolled back: a withdrawn release never goes live again. Bump apps/${remote.project}/release.json to release these sources as a new version.`,
    );
  console.log(
    built
      ? `Published ${remote.name} ${version} as a candidate.`
      : `${remote.name} ${version} is registered already (${state}): the working tree has not changed since.`,
  );
  if (!args.includes('--live') || state === 'live') return;
  if (state === 'retired')
    return console.log(
      `It was live before: npm run remotes -- rollback ${remote.project} ${version} makes it live again, pinned (and withdraws the live one).`,
    );
  if (!client.holdsOps())
    return console.log(
      `Live at once needs ops' approval (a second person): ${approveCommand(remote, version)}`,
    );
  await client.approve(remote.name, { version });
  console.log(`${remote.name} ${version} approved by ops (OPS_TOKEN): live now.`);
}

/** Promotes the canary (or V); a candidate that skipped the canary goes to ops' approval when this caller is ops too. */
async function promote(client, remote, version) {
  try {
    await client.promote(remote.name, version ? { version } : {});
    return console.log(`${remote.name}: promoted, live for everyone.`);
  } catch (error) {
    const refusal = /** @type {Error & { code?: string }} */ (error);
    if (refusal.code !== 'REMOTES_APPROVAL_REQUIRED' || !version) throw error;
    if (!client.holdsOps())
      throw new Error(
        `${refusal.message}\nAsk ops to approve it: ${approveCommand(remote, version)}`,
        { cause: error },
      );
  }
  await client.approve(remote.name, { version });
  console.log(
    `${remote.name}: ${version} never ran as a canary; approved by ops, live for everyone.`,
  );
}

/** publish, canary, promote, approve, rollback of one remote; each rewrites the default registry for outages. */
async function release(client, command, remote, args, remotesDir) {
  const version = option(args, 'version');
  if (command === 'publish') {
    await publish(client, remote, args, remotesDir);
  } else if (command === 'canary') {
    const percent = Number(option(args, 'percent'));
    if (!Number.isInteger(percent)) throw new Error('canary needs --percent N (0-100).');
    await client.canary(remote.name, { percent, ...(version ? { version } : {}) });
    console.log(`${remote.name}: canary at ${percent} %.`);
  } else if (command === 'promote') {
    await promote(client, remote, version);
  } else if (command === 'approve') {
    const named = version ?? positional(args);
    if (!named) throw new Error(`approve needs the version ops approve.\n${USAGE}`);
    await client.approve(remote.name, { version: named });
    console.log(`${remote.name}: ${named} approved by ops, live for everyone.`);
  } else {
    const { releases } = await client.rollback(remote.name, {
      ...(positional(args) ? { version: positional(args) } : {}),
      urgent: args.includes('--urgent'),
    });
    console.log(
      `${remote.name} is now at ${releases.find((item) => item.state === 'live').version} (pinned).`,
    );
  }
  await writeDefaultRegistry(client, remotesDir);
}

async function main(argv) {
  const [command, target, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') return console.log(USAGE);
  const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const remotesDir = resolve(ROOT, process.env.REMOTES_DIR ?? 'dist/remotes');
  const url = process.env.VAULTLINE_URL ?? 'http://localhost:4200';
  if (command === 'token')
    return token(new RegistryClient(url, tokens(dataDir)), [target, ...rest]);
  if (command === 'list') {
    // The ops token reads every remote; without it, each remote's local credential reads its own.
    const local = Object.fromEntries(
      Object.keys(REMOTES).flatMap((name) =>
        readLocalToken(dataDir, name) ? [[name, readLocalToken(dataDir, name)]] : [],
      ),
    );
    const { ops } = tokens(dataDir);
    return list(new RegistryClient(url, ops ? { ops } : local));
  }
  const remote = resolveRemote(target);
  const client = new RegistryClient(url, tokens(dataDir, remote.name));
  if (command === 'history') return history(client, remote.name);
  if (['publish', 'canary', 'promote', 'approve', 'rollback'].includes(command))
    return release(client, command, remote, rest, remotesDir);
  throw new Error(`Unknown command "${command}".\n${USAGE}`);
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error.message);
  process.exit(1);
});
