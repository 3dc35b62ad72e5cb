// Building, hashing and publishing remote releases (shared by the CLI, `npm start` and the e2e setup).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Federation name → Nx project. */
export const REMOTES = {
  mfe_public: 'mfe-public',
  mfe_banking: 'mfe-banking',
  mfe_admin: 'mfe-admin',
};

/** Accepts mfe_banking, mfe-banking or banking. */
export function resolveRemote(arg) {
  const name = String(arg ?? '').replace(/-/g, '_');
  const fed = REMOTES[name] ? name : REMOTES[`mfe_${name}`] ? `mfe_${name}` : null;
  if (!fed) throw new Error(`Unknown remote "${arg}". Use one of: ${Object.keys(REMOTES).join(', ')}`);
  return { name: fed, project: REMOTES[fed] };
}

export function newVersion() {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
  const stamp = new Date().toISOString().replace(/[-:TZ.]/g, '');
  return `${pkg.version}-${stamp}`;
}

function filesUnder(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(path) : [path];
  });
}

/** Hash of everything a remote's build reads: its sources, the libs, the webpack setup and the lock file. */
export function sourceHash(project) {
  const hash = createHash('sha256');
  const inputs = [
    ...filesUnder(join(ROOT, 'apps', project, 'src')),
    ...filesUnder(join(ROOT, 'libs')).filter((file) => file.includes('/src/')),
    ...filesUnder(join(ROOT, 'tools/webpack')),
    join(ROOT, 'package-lock.json'),
  ].sort();
  for (const file of inputs) {
    if (/\.spec\.tsx?$/.test(file) || !statSync(file).isFile()) continue;
    hash.update(relative(ROOT, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex').slice(0, 32);
}

export function integrityOf(file) {
  return `sha384-${createHash('sha384').update(readFileSync(file)).digest('base64')}`;
}

/** Builds several remotes in one webpack run; each into <remotesDir>/<name>/<version>/. */
export async function buildRemotes(builds, remotesDir) {
  const webpack = require('webpack');
  const { remoteConfig } = require('../webpack/config.js');
  const configs = builds.map(({ name, project, version }) =>
    remoteConfig({ name, project, version, outputPath: join(remotesDir, name, version) }),
  );
  await new Promise((resolve, reject) => {
    webpack(configs, (error, stats) => {
      if (error) return reject(error);
      if (stats.hasErrors()) return reject(new Error(stats.toString('errors-only')));
      resolve();
    });
  });
}

/** The release record the registry stores for a built remote. */
export function releaseOf({ name, project, version }, remotesDir) {
  const folder = join(remotesDir, name, version);
  return {
    version,
    entry: `/remotes/${name}/${version}/mf-manifest.json`,
    integrity: integrityOf(join(folder, 'remoteEntry.js')),
    routes: JSON.parse(readFileSync(join(ROOT, 'apps', project, 'src/routes.json'), 'utf8')),
    sourceHash: sourceHash(project),
  };
}

export class RegistryClient {
  constructor(baseUrl, opsToken) {
    this.baseUrl = baseUrl.replace(/\/$/, '');
    this.opsToken = opsToken;
  }

  async call(method, path, body) {
    const response = await fetch(`${this.baseUrl}/api/platform/remotes${path}`, {
      method,
      headers: { authorization: `Bearer ${this.opsToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const payload = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${payload.message ?? ''} (${payload.code ?? 'no code'})`);
    return payload;
  }

  registry = () => this.call('GET', '');
  releases = (name) => this.call('GET', `/${name}/releases`);
  publish = (name, release) => this.call('POST', `/${name}/releases`, release);
  rollback = (name, version) => this.call('POST', `/${name}/rollback`, version ? { version } : {});
}

/** Builds and publishes the given remotes (`version` defaults to a new timestamped one). */
export async function publishRemotes(client, remotes, remotesDir, version = newVersion()) {
  const builds = remotes.map((remote) => ({ ...remote, version }));
  await buildRemotes(builds, remotesDir);
  for (const build of builds) await client.publish(build.name, releaseOf(build, remotesDir));
  return builds;
}

/** Remotes whose live release was not built from the current sources (or whose files are gone). */
export async function staleRemotes(client, remotesDir) {
  const stale = [];
  for (const [name, project] of Object.entries(REMOTES)) {
    const { releases } = await client.releases(name);
    const live = releases.find((release) => release.live);
    const fresh =
      live &&
      live.sourceHash === sourceHash(project) &&
      (!live.entry.startsWith('/remotes/') || existsSync(join(remotesDir, name, live.version, 'remoteEntry.js')));
    if (!fresh) stale.push({ name, project });
  }
  return stale;
}
