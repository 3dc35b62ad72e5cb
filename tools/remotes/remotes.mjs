// Building and releasing remotes (shared by the CLI, `npm start` and the e2e setup).
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Federation name → Nx project. */
export const REMOTES = {
  mfe_public: 'mfe-public',
  mfe_banking: 'mfe-banking',
  mfe_admin: 'mfe-admin',
};

/** The file the shell falls back to on a first visit while the registry API cannot answer. */
export const DEFAULT_REGISTRY_FILE = 'registry-default.json';

/** Accepts mfe_banking, mfe-banking or banking. */
export function resolveRemote(arg) {
  const name = String(arg ?? '').replace(/-/g, '_');
  const fed = REMOTES[name] ? name : REMOTES[`mfe_${name}`] ? `mfe_${name}` : null;
  if (!fed)
    throw new Error(`Unknown remote "${arg}". Use one of: ${Object.keys(REMOTES).join(', ')}`);
  return { name: fed, project: REMOTES[fed] };
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Everything a remote's build reads: its sources and config, the libs, the webpack setup and the lock file. */
function buildInputs(project) {
  const app = join(ROOT, 'apps', project);
  return [
    ...filesUnder(join(app, 'src')),
    ...['release.json', 'webpack.config.js', 'project.json', 'tsconfig.json'].map((file) =>
      join(app, file),
    ),
    ...filesUnder(join(ROOT, 'libs')).filter(
      (file) => file.includes('/src/') || file.endsWith('/release.json'),
    ),
    ...filesUnder(join(ROOT, 'tools/webpack')),
    join(ROOT, 'package-lock.json'),
  ].sort();
}

export function sourceHash(project) {
  const hash = createHash('sha256');
  for (const file of buildInputs(project)) {
    if (/\.spec\.tsx?$/.test(file) || !existsSync(file) || !statSync(file).isFile()) continue;
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

/**
 * A remote's release version: its own version (apps/<project>/release.json, bumped by its team)
 * and the hash of what it is built from. The same sources always make the same version, so a
 * release can never be built twice under one name with different contents.
 */
export function releaseVersion(project) {
  const { version } = JSON.parse(readFileSync(join(ROOT, 'apps', project, 'release.json'), 'utf8'));
  return `${version}-${sourceHash(project).slice(0, 10)}`;
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd: ROOT,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

/**
 * Builds remotes in one webpack run, each into a staging folder inside `remotesDir`, then renames
 * each into <remotesDir>/<name>/<version>/. A release folder that exists is never written to: its
 * files may be loading in open tabs and are checked against the hashes the registry keeps.
 */
/**
 * Runs webpack on one config or several (one multi-compiler run); rejects with the build errors.
 * @param {object | object[]} configs
 * @returns {Promise<void>}
 */
export function runWebpack(configs) {
  const webpack = require('webpack');
  return new Promise((resolve, reject) => {
    webpack(configs, (/** @type {Error | null} */ error, /** @type {any} */ stats) =>
      error
        ? reject(error)
        : stats?.hasErrors()
          ? reject(new Error(stats.toString('errors-only')))
          : resolve(),
    );
  });
}

/** A digest of every file under `dir` (paths and contents), and how many there are. */
export function folderDigest(dir) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else files.push(path);
    }
  };
  walk(dir);
  const hash = createHash('sha256');
  for (const file of files.sort())
    hash.update(relative(dir, file)).update('\0').update(readFileSync(file)).update('\0');
  return { files: files.length, digest: hash.digest('hex') };
}

/**
 * A release folder is never rebuilt: one already there (from a portal on another database, say)
 * is kept when the new build is byte for byte the same, and refused otherwise.
 */
function keepIfIdentical(target, staging) {
  if (folderDigest(target).digest === folderDigest(staging).digest) return;
  throw new Error(`${target} exists with other contents: a release folder is never rebuilt.`);
}

/**
 * Builds into a staging folder, then moves each build to <remotesDir>/<name>/<version> (see
 * keepIfIdentical when that folder exists).
 * @param {Array<{ name: string, project: string, version: string }>} builds
 * @param {string} remotesDir
 * @param {{ exposes?: Record<string, string>, cache?: boolean }} [options]
 */
export async function buildRemotes(builds, remotesDir, { exposes, cache = true } = {}) {
  const { remoteConfig } = require('../webpack/config.js');
  const staged = builds.map((build) => {
    const target = join(remotesDir, build.name, build.version);
    return {
      ...build,
      target,
      staging: join(
        remotesDir,
        `.staging-${build.name}-${build.version}-${randomBytes(4).toString('hex')}`,
      ),
    };
  });
  const configs = staged.map(({ name, project, version, staging }) =>
    remoteConfig({ name, project, version, outputPath: staging, exposes: exposes?.[name], cache }),
  );
  try {
    await runWebpack(configs);
    for (const { staging, target } of staged) {
      if (existsSync(target)) {
        keepIfIdentical(target, staging);
        continue;
      }
      mkdirSync(dirname(target), { recursive: true });
      renameSync(staging, target);
    }
  } finally {
    for (const { staging } of staged) rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * What the registry is told of a release built into this portal's folder (it hashes the files
 * itself). Always a candidate: going live needs a canary, or ops' approval (`approve`).
 */
export function releaseRequest({ name, project, version }) {
  return {
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    routes: JSON.parse(readFileSync(join(ROOT, 'apps', project, 'src/routes.json'), 'utf8')),
    sourceHash: sourceHash(project),
    commit: gitCommit(),
  };
}

export class RegistryClient {
  /** `tokens`: { ops, [scope]: credential }; each call picks the one it needs. */
  constructor(baseUrl, tokens = {}) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.tokens = tokens;
  }

  token(scope) {
    const token = this.tokens[scope];
    if (!token)
      throw new Error(
        `No credential for ${scope}: set VAULTLINE_RELEASE_TOKEN (or OPS_TOKEN for ops commands).`,
      );
    return token;
  }

  async call(method, path, body, token) {
    const response = await fetch(`${this.baseUrl}/api/platform${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = await response.json().catch(() => ({}));
    if (!response.ok)
      throw Object.assign(
        new Error(
          `${method} ${path}: ${response.status} ${payload.message ?? ''} (${payload.code ?? 'no code'})`,
        ),
        { code: payload.code, status: response.status },
      );
    return payload;
  }

  /** The remote's own credential, or the ops token where ops may act (reads, rollback). */
  releaseToken(name, opsMayAct) {
    return this.tokens[name] ?? (opsMayAct ? this.tokens.ops : undefined) ?? this.token(name);
  }

  baseline = () => this.call('GET', '/remotes/baseline');
  releases = (name) =>
    this.call('GET', `/remotes/${name}/releases`, undefined, this.releaseToken(name, true));
  history = (name) =>
    this.call('GET', `/remotes/${name}/history`, undefined, this.releaseToken(name, true));
  publish = (name, body) => this.call('POST', `/remotes/${name}/releases`, body, this.token(name));
  canary = (name, body) => this.call('POST', `/remotes/${name}/canary`, body, this.token(name));
  promote = (name, body) => this.call('POST', `/remotes/${name}/promote`, body, this.token(name));
  /** Ops only: the second credential holder makes a candidate live without a canary. */
  approve = (name, body) => this.call('POST', `/remotes/${name}/approve`, body, this.token('ops'));
  /** Whether this client holds the ops token (a developer's own portal, or ops themselves). */
  holdsOps = () => Boolean(this.tokens.ops);
  rollback = (name, body) =>
    this.call('POST', `/remotes/${name}/rollback`, body, this.releaseToken(name, true));
  createCredential = (body) => this.call('POST', '/credentials', body, this.token('ops'));
  credentials = () => this.call('GET', '/credentials', undefined, this.token('ops'));
  revokeCredential = (id) => this.call('POST', `/credentials/${id}/revoke`, {}, this.token('ops'));
}

/** Writes the live releases (no canary, no staff remote) as the shell's default for registry outages. */
export async function writeDefaultRegistry(client, remotesDir) {
  const registry = await client.baseline();
  mkdirSync(remotesDir, { recursive: true });
  const temporary = join(remotesDir, `.${DEFAULT_REGISTRY_FILE}.${process.pid}`);
  writeFileSync(temporary, `${JSON.stringify(registry, null, 2)}\n`);
  renameSync(temporary, join(remotesDir, DEFAULT_REGISTRY_FILE));
}

/**
 * Builds (in one webpack run) and registers the working tree's release of each remote given as a
 * candidate, except a version that is registered already (nothing is built for it). With `live`,
 * ops approve each new candidate at once: the client must hold the ops token as well as the
 * remote's credential (a developer's own portal: `npm start` holds both), two audited acts.
 * Answers, per remote, { name, version, built, state } (state: the release's state now).
 */
export async function publishRemotes(client, remotes, remotesDir, { live = false } = {}) {
  const planned = [];
  for (const remote of remotes) {
    const version = releaseVersion(remote.project);
    const { releases } = await client.releases(remote.name);
    const registered = releases.find((release) => release.version === version);
    planned.push({ ...remote, version, built: !registered, state: registered?.state ?? null });
  }
  const builds = planned.filter((build) => build.built);
  if (builds.length > 0) await buildRemotes(builds, remotesDir);
  for (const build of builds) {
    await client.publish(build.name, releaseRequest(build));
    if (live) await client.approve(build.name, { version: build.version });
    build.state = live ? 'live' : 'candidate';
  }
  return planned.map(({ name, version, built, state }) => ({ name, version, built, state }));
}
