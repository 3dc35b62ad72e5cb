// A highly available PostgreSQL on one machine, from Debian's packages: etcd (one member) holds the
// leader lock, Patroni runs three PostgreSQL nodes (a primary, a synchronous standby and an
// asynchronous replica; synchronous_mode_strict, so a commit is acknowledged only once it is on two
// servers), and HAProxy sends writes to the leader and reads to the replicas by Patroni's own health
// endpoints. Everything binds 127.0.0.1; the state lives in `dir` and survives a restart.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { postgresBin } from '../drill/scratch-postgres.mjs';

export const HA_PACKAGES = ['patroni', 'etcd-server', 'haproxy'];
export const NODE_NAMES = ['pg1', 'pg2', 'pg3'];
const SCOPE = 'vaultline';
export const DATABASE = 'vaultline';

/** The ports, from one base: HAProxy writes at base, reads at base+1, its stats at base+2. */
export function haPorts(base) {
  return {
    write: base,
    read: base + 1,
    stats: base + 2,
    etcdClient: base + 31,
    etcdPeer: base + 32,
    nodes: NODE_NAMES.map((name, i) => ({ name, pg: base + 11 + i, rest: base + 21 + i })),
  };
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The packages this needs, installed from Debian's when missing and we may. */
export function ensureHaPackages() {
  const missing = ['/usr/bin/patroni', '/usr/bin/etcd', '/usr/sbin/haproxy'].some(
    (path) => !existsSync(path),
  );
  if (!missing) return;
  if (process.getuid?.() !== 0)
    throw new Error(`Missing HA packages: run \`apt-get install -y ${HA_PACKAGES.join(' ')}\`.`);
  execFileSync('apt-get', ['install', '-y', ...HA_PACKAGES], { stdio: 'inherit' });
}

function postgresUser() {
  if (process.getuid?.() !== 0) return {};
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('No postgres user on this machine (Debian makes it with postgresql).');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** A folder the postgres user owns (PostgreSQL refuses to run as root). */
function ownedFolder(path, mode = 0o700) {
  mkdirSync(path, { recursive: true, mode });
  chmodSync(path, mode);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', path]);
  return path;
}

function ownedFile(path, text) {
  writeFileSync(path, text, { mode: 0o600 });
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', path]);
}

/** The passwords, drawn once per cluster and kept in `dir/secrets.json` (mode 0600). */
function secretsOf(dir) {
  const file = join(dir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const draw = () => randomBytes(18).toString('base64url');
  const secrets = { superuser: draw(), replication: draw(), app: draw(), rest: draw() };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/** Settings every node shares, kept in etcd at the first start. */
function dcsSettings() {
  return {
    // The leader's lock lasts 10 s; each node looks every 2 s; a lost DCS is retried for 4 s.
    ttl: 10,
    loop_wait: 2,
    retry_timeout: 4,
    maximum_lag_on_failover: 1048576,
    synchronous_mode: true,
    // No standby in sync: writes wait rather than being acknowledged on one server only.
    synchronous_mode_strict: true,
    synchronous_node_count: 1,
    postgresql: {
      use_pg_rewind: true,
      use_slots: true,
      parameters: {
        max_connections: 300,
        wal_level: 'replica',
        hot_standby: 'on',
        wal_log_hints: 'on',
        max_wal_senders: 10,
        max_replication_slots: 10,
        synchronous_commit: 'on',
        // A replica's queries do not hold back the primary's vacuum...
        hot_standby_feedback: 'on',
      },
    },
  };
}

/** One node's Patroni configuration (JSON is YAML). */
function patroniConfig({ dir, node, ports, secrets }) {
  const nodes = join(dir, 'nodes');
  return {
    scope: SCOPE,
    name: node.name,
    log: { level: 'WARNING', dir: join(dir, 'logs', node.name) },
    restapi: {
      listen: `127.0.0.1:${node.rest}`,
      connect_address: `127.0.0.1:${node.rest}`,
      // Reading the state is open; switchover, restart and reload need this.
      authentication: { username: 'patroni', password: secrets.rest },
    },
    etcd3: { hosts: [`127.0.0.1:${ports.etcdClient}`] },
    bootstrap: {
      dcs: dcsSettings(),
      initdb: [{ encoding: 'UTF8' }, 'data-checksums', { 'auth-host': 'scram-sha-256' }],
    },
    postgresql: {
      listen: `127.0.0.1:${node.pg}`,
      connect_address: `127.0.0.1:${node.pg}`,
      data_dir: join(nodes, node.name),
      bin_dir: postgresBin(),
      pgpass: join(nodes, `${node.name}.pgpass`),
      authentication: {
        superuser: { username: 'postgres', password: secrets.superuser },
        replication: { username: 'replicator', password: secrets.replication },
      },
      parameters: { unix_socket_directories: join(nodes, 'sockets') },
      pg_hba: [
        'local all postgres peer',
        'host replication replicator 127.0.0.1/32 scram-sha-256',
        'host all all 127.0.0.1/32 scram-sha-256',
      ],
    },
    watchdog: { mode: 'off' },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  };
}

/**
 * HAProxy: writes to the node whose Patroni answers /primary, reads to those that answer /replica
 * (within 16 MB of the leader), or to the leader when no replica can. A node marked down has its
 * connections cut, so no client keeps writing to a deposed primary.
 */
export function haproxyConfig({ dir, ports }) {
  const servers = (path) =>
    ports.nodes
      .map((node) => `  server ${node.name} 127.0.0.1:${node.pg} check port ${node.rest}`)
      .join('\n')
      .concat(`\n  option httpchk GET ${path}\n  http-check expect status 200`);
  return `global
  maxconn 1000
  pidfile ${dir}/haproxy.pid
defaults
  mode tcp
  timeout connect 2s
  timeout client 30m
  timeout server 30m
  timeout check 1s
  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions
frontend writes
  bind 127.0.0.1:${ports.write}
  default_backend primary
frontend reads
  bind 127.0.0.1:${ports.read}
  use_backend replicas if { nbsrv(replicas) gt 0 }
  default_backend primary
backend primary
${servers('/primary')}
backend replicas
  balance roundrobin
${servers('/replica?lag=16MB')}
frontend stats
  mode http
  bind 127.0.0.1:${ports.stats}
  stats enable
  stats uri /
`;
}

function spawnLogged(command, args, { log, user = {} }) {
  const out = openSync(log, 'a');
  // Its own process group: a node can be killed whole, PostgreSQL included.
  return spawn(command, args, { stdio: ['ignore', out, out], detached: true, ...user });
}

function startEtcd(dir, ports) {
  const url = (port) => `http://127.0.0.1:${port}`;
  return spawnLogged(
    '/usr/bin/etcd',
    [
      '--name=etcd1',
      `--data-dir=${join(dir, 'etcd')}`,
      `--listen-client-urls=${url(ports.etcdClient)}`,
      `--advertise-client-urls=${url(ports.etcdClient)}`,
      `--listen-peer-urls=${url(ports.etcdPeer)}`,
      `--initial-advertise-peer-urls=${url(ports.etcdPeer)}`,
      `--initial-cluster=etcd1=${url(ports.etcdPeer)}`,
      '--listen-metrics-urls=',
    ],
    { log: join(dir, 'logs', 'etcd.log') },
  );
}

/** Patroni's view of the cluster from any node that answers, or null. */
export async function clusterState(ports) {
  for (const node of ports.nodes) {
    const answer = await fetch(`http://127.0.0.1:${node.rest}/cluster`, {
      signal: AbortSignal.timeout(1000),
    }).catch(() => null);
    if (answer?.ok) return answer.json();
  }
  return null;
}

/**
 * Patroni's maintenance mode on or off (`patronictl pause`), answered once every node's own view
 * says so. Paused, Patroni neither fails over nor touches a replica's WAL replay; running, every
 * replica's loop resumes a replay paused by hand (Patroni does so on PostgreSQL 14+) within a
 * `loop_wait`, so a test that pauses replay turns maintenance on first.
 */
async function setMaintenance(ports, secrets, on) {
  const [first] = ports.nodes;
  const answer = await fetch(`http://127.0.0.1:${first.rest}/config`, {
    method: 'PATCH',
    headers: {
      authorization: `Basic ${Buffer.from(`patroni:${secrets.rest}`).toString('base64')}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ pause: on }),
  });
  if (!answer.ok) throw new Error(`Patroni refused maintenance mode ${on}: ${answer.status}`);
  const seen = async (node) => {
    const status = await fetch(`http://127.0.0.1:${node.rest}/patroni`).catch(() => null);
    return ((await status?.json().catch(() => null))?.pause === true) === on;
  };
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await sleep(250))
    if ((await Promise.all(ports.nodes.map(seen))).every(Boolean)) return;
  throw new Error(`Not every Patroni node saw maintenance mode ${on} within 15 s`);
}

/** The leader, and whether a synchronous standby and every other node stream from it. */
export function describeCluster(state) {
  const members = state?.members ?? [];
  // Patroni 3.0 says a replica is 'running'; later versions say 'streaming'.
  const up = (member) => ['running', 'streaming'].includes(member.state);
  const leader = members.find((m) => m.role === 'leader' && up(m));
  const sync = members.find((m) => m.role === 'sync_standby' && up(m));
  const replicas = members.filter((m) => m.role !== 'leader' && up(m)).length;
  return { leader: leader?.name ?? null, sync: sync?.name ?? null, replicas, members };
}

async function waitFor(what, check, timeoutMs, logs) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(250))
    if (await check()) return;
  throw new Error(`${what} within ${timeoutMs / 1000} s; see ${logs}`);
}

/** Starts the Patroni of one node (writing its configuration first); answers its process. */
function startNode({ dir, node, ports, secrets }) {
  ownedFolder(join(dir, 'logs', node.name), 0o755);
  const config = join(dir, 'nodes', `${node.name}.yml`);
  ownedFile(config, JSON.stringify(patroniConfig({ dir, node, ports, secrets }), null, 2));
  return spawnLogged('/usr/bin/patroni', [config], {
    log: join(dir, 'logs', `${node.name}.out`),
    user: postgresUser(),
  });
}

/** The PostgreSQL postmaster of a node, from its postmaster.pid, or null. */
function postmasterPid(dir, name) {
  try {
    const file = join(dir, 'nodes', name, 'postmaster.pid');
    return Number(readFileSync(file, 'utf8').split('\n')[0]);
  } catch {
    return null;
  }
}

/** Every process whose parent chain reaches `root` (from /proc), `root` included. */
function processTree(root) {
  const parents = new Map();
  for (const entry of execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' })
    .trim()
    .split('\n')) {
    const [pid, ppid] = entry.trim().split(/\s+/).map(Number);
    parents.set(pid, ppid);
  }
  const tree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, ppid] of parents) {
      if (!tree.has(ppid) || tree.has(pid)) continue;
      tree.add(pid);
      grew = true;
    }
  }
  return [...tree];
}

function signalAll(pids, signal) {
  for (const pid of pids)
    try {
      process.kill(pid, signal);
    } catch {
      // already gone
    }
}

/**
 * Starts (or restarts, on the data already in `dir`) etcd, three Patroni nodes and HAProxy.
 * Answers the URLs to give the API and the means to kill, restart and stop nodes.
 */
export async function startHaPostgres({ dir, base = 5440, log = console.log }) {
  ensureHaPackages();
  const ports = haPorts(base);
  mkdirSync(join(dir, 'logs'), { recursive: true });
  chmodSync(dir, 0o755);
  ownedFolder(join(dir, 'nodes'));
  ownedFolder(join(dir, 'nodes', 'sockets'), 0o755);
  const secrets = secretsOf(dir);
  const children = { etcd: startEtcd(dir, ports), nodes: new Map(), haproxy: null };
  const startOne = (name) => {
    const node = ports.nodes.find((n) => n.name === name);
    children.nodes.set(name, startNode({ dir, node, ports, secrets }));
  };
  const ha = haHandle({ dir, ports, secrets, children, startOne });
  try {
    await formCluster({ dir, ports, children, startOne, log });
    await prepareDatabase(ports, secrets);
    return ha;
  } catch (error) {
    await ha.stop();
    throw error;
  }
}

async function formCluster({ dir, ports, children, startOne, log }) {
  const logs = join(dir, 'logs');
  const etcdHealthy = async () =>
    (await fetch(`http://127.0.0.1:${ports.etcdClient}/health`).catch(() => null))?.ok;
  await waitFor('etcd did not answer', etcdHealthy, 15_000, logs);
  for (const name of NODE_NAMES) startOne(name);
  const haproxyCfg = join(dir, 'haproxy.cfg');
  writeFileSync(haproxyCfg, haproxyConfig({ dir, ports }));
  children.haproxy = spawnLogged('/usr/sbin/haproxy', ['-f', haproxyCfg, '-db'], {
    log: join(logs, 'haproxy.log'),
  });
  log('Waiting for a leader, a synchronous standby and a streaming replica…');
  await waitFor('The cluster did not form', async () => ready(ports), 180_000, logs);
}

async function ready(ports) {
  const cluster = describeCluster(await clusterState(ports));
  return cluster.leader !== null && cluster.sync !== null && cluster.replicas === 2;
}

const url = (user, password, port, database = DATABASE) =>
  `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;

/** The database and the API's login role (with its password: the cluster trusts no one). */
async function prepareDatabase(ports, secrets) {
  const client = new pg.Client({
    connectionString: url('postgres', secrets.superuser, ports.write, 'postgres'),
  });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${DATABASE}`);
    const role = await client.query("SELECT 1 FROM pg_roles WHERE rolname = 'vaultline_app'");
    const verb = role.rowCount === 0 ? 'CREATE' : 'ALTER';
    await client.query(`${verb} ROLE vaultline_app LOGIN PASSWORD '${secrets.app}'`);
  } finally {
    await client.end();
  }
}

function haHandle({ dir, ports, secrets, children, startOne }) {
  const stopChild = (child, signal = 'SIGTERM') =>
    new Promise((done) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) return done(undefined);
      child.once('exit', done);
      child.kill(signal);
    });
  return {
    ports,
    env: {
      DATABASE_URL: url('postgres', secrets.superuser, ports.write),
      DATABASE_APP_URL: url('vaultline_app', secrets.app, ports.write),
      DATABASE_READ_URL: url('vaultline_app', secrets.app, ports.read),
    },
    state: async () => describeCluster(await clusterState(ports)),
    maintenance: (on) => setMaintenance(ports, secrets, on),
    /**
     * The node lost whole and at once: Patroni, PostgreSQL and every backend stopped (SIGSTOP),
     * then SIGKILLed. Killed one by one, a backend that outlived its postmaster by a moment would
     * stop waiting for the synchronous standby and show its commit, never replicated, to the
     * others (PostgreSQL's documented caveat), which is not what losing a machine does. The tree
     * is read again once everything is stopped, so a backend forked meanwhile is caught too.
     */
    kill(name) {
      const tree = () => {
        const patroni = children.nodes.get(name);
        const postmaster = postmasterPid(dir, name);
        return [
          ...(patroni?.pid ? processTree(patroni.pid) : []),
          ...(postmaster ? processTree(postmaster) : []),
        ];
      };
      const first = tree();
      signalAll(first, 'SIGSTOP');
      const all = [...new Set([...first, ...tree()])];
      signalAll(all, 'SIGSTOP');
      signalAll(all, 'SIGKILL');
    },
    /** Starts a node again (a lost primary rejoins as a replica, rewound by pg_rewind). */
    restart: (name) => startOne(name),
    ready: () => ready(ports),
    /** Replicas first, then the leader (which then has no one to hand over to), then the rest. */
    async stop() {
      const { leader } = describeCluster(await clusterState(ports));
      const names = [...children.nodes.keys()];
      const order = [
        ...names.filter((name) => name !== leader),
        ...names.filter((name) => name === leader),
      ];
      for (const name of order) await stopChild(children.nodes.get(name));
      await stopChild(children.haproxy);
      await stopChild(children.etcd);
    },
  };
}
