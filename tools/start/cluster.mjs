#!/usr/bin/env node
// npm run start:cluster: the portal as production runs it on one machine: N API processes
// (CLUSTER_INSTANCES, default 3) on one PostgreSQL (DATABASE_URL, required: the embedded database
// is one process's), behind nginx from Debian's packages (installed when missing and run as root)
// on http://localhost:4200, and CLUSTER_JOBS_PROCESSES (default 1; 0: the instances run them) that
// run the jobs and take no traffic. The first instance migrates and publishes the remotes; the
// others start once it is ready. Ctrl+C stops them all.
//
// CLUSTER_LISTEN: the address nginx listens on, 127.0.0.1 (this machine only) unless told
//   otherwise, e.g. CLUSTER_LISTEN=0.0.0.0 for every IPv4 interface or :: for every IPv6 one.
//   The API processes always listen on 127.0.0.1.
// --ha (npm run start:ha): PostgreSQL highly available under it instead of DATABASE_URL: Patroni
//   + etcd + HAProxy from Debian's packages (tools/ha/ha-postgres.mjs), three nodes under
//   $DATA_DIR/ha, writes through 127.0.0.1:HA_PORT (default 5440) to the leader, reads through the
//   next port to the replicas.
// SEED_DEMO=true: also seed the demo bank (a customer, an admin, a checker), with passwords drawn at
//   random at the first seed and kept in $DATA_DIR/demo-accounts.txt (mode 0600). Off unless asked.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { startHaPostgres } from '../ha/ha-postgres.mjs';
import { requireSupportedNode } from '../lib/supported-node.mjs';
import { ROOT } from '../remotes/remotes.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startPortal } from './portal.mjs';

const NGINX = '/usr/sbin/nginx';
/** This machine only: a cluster with staff accounts is never on the network unless the operator says so. */
export const DEFAULT_LISTEN = '127.0.0.1';

const USAGE = `Usage: DATABASE_URL=postgres://… npm run start:cluster
       npm run start:ha   (the same on a highly available PostgreSQL of its own)

  CLUSTER_INSTANCES       API processes behind nginx (default 3)
  CLUSTER_JOBS_PROCESSES  API processes that run the jobs and take no traffic (default 1)
  CLUSTER_LISTEN          the address nginx listens on (default ${DEFAULT_LISTEN}: this machine only;
                          0.0.0.0 or :: to serve other machines)
  PORT                    nginx's port (default 4200); the API processes use the next hundred
  HA_PORT                 start:ha: HAProxy's write port (default 5440; reads on the next, the nodes above)
  SEED_DEMO=true          seed the demo bank; its random sign-ins go to $DATA_DIR/demo-accounts.txt (0600)`;

/**
 * The address nginx listens on: an IP address only (anything else could carry nginx directives into
 * its configuration), 127.0.0.1 unless given.
 */
export function listenAddress(value = DEFAULT_LISTEN) {
  if (isIP(value) === 0)
    throw new Error(`CLUSTER_LISTEN must be an IP address (e.g. ${DEFAULT_LISTEN} or 0.0.0.0).`);
  return value;
}

/** nginx's `listen` parameter for an address and port (IPv6 in brackets). */
function listenParameter(address, port) {
  return isIP(address) === 6 ? `[${address}]:${port}` : `${address}:${port}`;
}

/** Where this machine reaches nginx: localhost for loopback and the wildcards, else the address. */
function localUrl(address, port) {
  if (['127.0.0.1', '0.0.0.0', '::', '::1'].includes(address)) return `http://localhost:${port}`;
  return `http://${isIP(address) === 6 ? `[${address}]` : address}:${port}`;
}

function isLoopback(address) {
  return address === '::1' || address.startsWith('127.');
}

/** nginx, installed from Debian's packages when it is missing and we may. */
function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error('nginx is not installed: run `apt-get install nginx-light` as root.');
  execFileSync('apt-get', ['install', '-y', 'nginx-light'], { stdio: 'inherit' });
}

/**
 * One upstream of every instance; a request that could not reach one (refused, 502, 503 before
 * it was sent) goes to the next. A POST that reached an instance is never sent twice by the proxy:
 * the client retries it with the same Idempotency-Key.
 */
export function nginxConfig({ port, ports, dir, listen = DEFAULT_LISTEN }) {
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`);
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;
  client_body_buffer_size 10m;
  proxy_max_temp_file_size 0;
  upstream vaultline {
${servers.join('\n')}
    keepalive 32;
  }
  server {
    listen ${listenParameter(listenAddress(listen), port)};
    location / {
      proxy_pass http://vaultline;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries ${ports.length};
    }
  }
}
`;
}

async function startNginx({ port, ports, dir, listen }) {
  ensureNginx();
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ port, ports, dir, listen }));
  const log = openSync(join(dir, 'nginx.out'), 'a');
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  });
  const url = localUrl(listen, port);
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    if (child.exitCode !== null) throw new Error(`nginx exited; see ${dir}/error.log`);
    if ((await fetch(`${url}/api/health/live`).catch(() => null))?.ok) break;
    await new Promise((wait) => setTimeout(wait, 200));
  }
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done(undefined);
      child.once('exit', done);
      child.kill('SIGQUIT');
    });
  return { url, stop };
}

/**
 * The API processes that take the traffic (the first migrates, seeds and publishes) and those on
 * `jobsPorts` that only run the jobs. When there are such, the serving ones run none
 * (JOBS_POLL_MS=0): the notices and the month-end work do not share their event loop with requests.
 */
async function startInstances({ ports, jobsPorts, common, dataDir, log }) {
  const serving = jobsPorts.length > 0 ? { ...common.env, JOBS_POLL_MS: '0' } : common.env;
  const instances = [];
  const jobs = [];
  try {
    for (const [index, instancePort] of ports.entries()) {
      const logFile = join(dataDir, `logs/api-${index + 1}.log`);
      instances.push(
        await startPortal({
          ...common,
          env: serving,
          port: instancePort,
          logFile,
          log,
          publish: index === 0,
        }),
      );
    }
    for (const [index, instancePort] of jobsPorts.entries()) {
      const logFile = join(dataDir, `logs/jobs-${index + 1}.log`);
      jobs.push(await startPortal({ ...common, port: instancePort, logFile, log, publish: false }));
    }
    return { instances, jobs };
  } catch (error) {
    await Promise.all([...instances, ...jobs].map((instance) => instance.stop()));
    throw error;
  }
}

/**
 * @param {{ instances?: number, jobsProcesses?: number, port?: number, listen?: string,
 *   env?: Record<string, string>, dataDir: string, remotesDir?: string,
 *   log?: (line: string) => void }} options
 *   jobsProcesses: API processes that run the jobs and take no traffic (not behind nginx); with
 *   none, every instance runs the jobs. listen: nginx's address (default 127.0.0.1).
 */
export async function startCluster({
  instances = 3,
  jobsProcesses = 1,
  port = 4200,
  listen = DEFAULT_LISTEN,
  env = {},
  dataDir,
  remotesDir = 'dist/remotes',
  log = console.log,
}) {
  if (!(env.DATABASE_URL ?? process.env.DATABASE_URL))
    throw new Error('Several instances share one PostgreSQL: set DATABASE_URL.');
  if (!(Number.isInteger(instances) && instances >= 1))
    throw new Error('CLUSTER_INSTANCES must be a whole number from 1.');
  if (!(Number.isInteger(jobsProcesses) && jobsProcesses >= 0))
    throw new Error('CLUSTER_JOBS_PROCESSES must be a whole number from 0.');
  listenAddress(listen);
  const ports = Array.from({ length: instances }, (_, i) => port + 100 + i);
  const jobsPorts = Array.from({ length: jobsProcesses }, (_, i) => port + 100 + instances + i);
  const common = { env: { TRUST_PROXY: '1', ...env }, dataDir, remotesDir };
  const api = await startInstances({ ports, jobsPorts, common, dataDir, log });
  const all = [...api.instances, ...api.jobs];
  try {
    const proxy = await startNginx({ port, ports, listen, dir: join(dataDir, 'nginx') });
    const stop = async () => {
      await proxy.stop();
      await Promise.all(all.map((instance) => instance.stop()));
    };
    return { url: proxy.url, ports, jobsPorts, instances: api.instances, jobs: api.jobs, stop };
  } catch (error) {
    await Promise.all(all.map((instance) => instance.stop()));
    throw error;
  }
}

/** Where the cluster can be reached from, and where the demo sign-ins are (never the passwords). */
function announce({ cluster, instances, listen, demo, dataDir, inbox, database }) {
  const reach = isLoopback(listen)
    ? 'this machine only (CLUSTER_LISTEN to change)'
    : `every machine that can reach ${listen}`;
  console.log(`
Vaultline runs on ${instances} API processes behind nginx: ${cluster.url}
  Listening:   ${listen}, ${reach}
  Instances:   ${cluster.ports.map((p) => `http://localhost:${p}`).join(', ')}
  Jobs:        ${cluster.jobsPorts.map((p) => `http://localhost:${p}`).join(', ') || 'run by every instance'}
  Mail inbox:  ${inbox}
  Logs:        ${join(dataDir, 'logs')}/api-N.log, nginx in ${join(dataDir, 'nginx')}
  Demo bank:   ${demo ? `sign-ins in ${join(dataDir, 'demo-accounts.txt')} (readable by you only)` : 'not seeded (SEED_DEMO=true to seed it)'}${database}
Press Ctrl+C to stop.`);
  if (demo && !isLoopback(listen))
    console.warn(`Warning: the demo staff accounts are reachable from the network on ${listen}.`);
}

/** start:ha: the HA PostgreSQL first; its URLs (with passwords) go to the API only. */
async function databaseFor(dataDir) {
  if (!process.argv.includes('--ha')) return { env: {}, stop: async () => undefined, describe: '' };
  const ha = await startHaPostgres({
    dir: join(dataDir, 'ha'),
    base: Number(process.env.HA_PORT ?? 5440),
  });
  const { leader, sync } = await ha.state();
  const { write, read, stats } = ha.ports;
  return {
    env: ha.env,
    stop: () => ha.stop(),
    describe: `
  PostgreSQL:  Patroni, leader ${leader}, synchronous standby ${sync}; writes 127.0.0.1:${write}, reads :${read}
               HAProxy http://127.0.0.1:${stats}/, logs and passwords in ${join(dataDir, 'ha')}`,
  };
}

async function main() {
  requireSupportedNode();
  if (process.argv.includes('--help')) return console.log(USAGE);
  const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
  const jobsProcesses = Number(process.env.CLUSTER_JOBS_PROCESSES ?? 1);
  const port = Number(process.env.PORT ?? 4200);
  const listen = listenAddress(process.env.CLUSTER_LISTEN || DEFAULT_LISTEN);
  // The demo bank (staff accounts included) only when the operator asks for it.
  const demo = process.env.SEED_DEMO === 'true';
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', '--output-style=static'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const database = await databaseFor(dataDir);
  const catcher = process.env.SMTP_URL
    ? null
    : await startMailCatcher({ smtpPort: 1025, webPort: 1080 });
  /** @type {Record<string, string>} */
  const smtp = catcher ? { SMTP_URL: catcher.smtpUrl } : {};
  const cluster = await startCluster({
    instances,
    jobsProcesses,
    port,
    listen,
    dataDir,
    env: { SEED_DEMO: demo ? 'true' : 'false', ...smtp, ...database.env },
  }).catch(async (error) => {
    // The HA processes run in groups of their own: nothing else would stop them.
    await catcher?.stop();
    await database.stop();
    throw error;
  });
  const inbox = catcher ? catcher.inboxUrl : 'SMTP_URL';
  announce({ cluster, instances, listen, demo, dataDir, inbox, database: database.describe });
  const shutdown = async () => {
    await cluster.stop();
    await catcher?.stop();
    await database.stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
