#!/usr/bin/env node
// npm run start:cluster: the portal as production runs it on one machine: N API processes
// (CLUSTER_INSTANCES, default 3) on one PostgreSQL (DATABASE_URL, required: the embedded database
// is one process's), behind nginx from Debian's packages (installed when missing and run as root)
// on http://localhost:4200, and CLUSTER_JOBS_PROCESSES (default 1; 0: the instances run them) that
// run the jobs and take no traffic. The first instance migrates, seeds the demo and publishes the
// remotes; the others start once it is ready. Ctrl+C stops them all.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../remotes/remotes.mjs';
import { startMailCatcher } from './mail-catcher.mjs';
import { startPortal } from './portal.mjs';

const NGINX = '/usr/sbin/nginx';

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
function nginxConfig({ port, ports, dir }) {
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
    listen ${port};
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

async function startNginx({ port, ports, dir }) {
  ensureNginx();
  mkdirSync(dir, { recursive: true, mode: 0o755 });
  const config = join(dir, 'nginx.conf');
  writeFileSync(config, nginxConfig({ port, ports, dir }));
  const log = openSync(join(dir, 'nginx.out'), 'a');
  const child = spawn(NGINX, ['-p', dir, '-c', config, '-g', 'daemon off;'], {
    stdio: ['ignore', log, log],
  });
  const url = `http://localhost:${port}`;
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
 * @param {{ instances?: number, jobsProcesses?: number, port?: number,
 *   env?: Record<string, string>, dataDir: string, remotesDir?: string,
 *   log?: (line: string) => void }} options
 *   jobsProcesses: API processes that run the jobs and take no traffic (not behind nginx); with
 *   none, every instance runs the jobs.
 */
export async function startCluster({
  instances = 3,
  jobsProcesses = 1,
  port = 4200,
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
  const ports = Array.from({ length: instances }, (_, i) => port + 100 + i);
  const jobsPorts = Array.from({ length: jobsProcesses }, (_, i) => port + 100 + instances + i);
  const common = { env: { TRUST_PROXY: '1', ...env }, dataDir, remotesDir };
  const api = await startInstances({ ports, jobsPorts, common, dataDir, log });
  const all = [...api.instances, ...api.jobs];
  try {
    const proxy = await startNginx({ port, ports, dir: join(dataDir, 'nginx') });
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

async function main() {
  const instances = Number(process.env.CLUSTER_INSTANCES ?? 3);
  const jobsProcesses = Number(process.env.CLUSTER_JOBS_PROCESSES ?? 1);
  const port = Number(process.env.PORT ?? 4200);
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', '--output-style=static'],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NX_DAEMON: 'false' } },
  );
  const dataDir = resolve(ROOT, process.env.DATA_DIR ?? '.data');
  const catcher = process.env.SMTP_URL
    ? null
    : await startMailCatcher({ smtpPort: 1025, webPort: 1080 });
  /** @type {Record<string, string>} */
  const smtp = catcher ? { SMTP_URL: catcher.smtpUrl } : {};
  const cluster = await startCluster({
    instances,
    jobsProcesses,
    port,
    dataDir,
    env: { SEED_DEMO: 'true', ...smtp },
  });
  console.log(`
Vaultline runs on ${instances} API processes behind nginx: ${cluster.url}
  Instances:   ${cluster.ports.map((p) => `http://localhost:${p}`).join(', ')}
  Jobs:        ${cluster.jobsPorts.map((p) => `http://localhost:${p}`).join(', ') || 'run by every instance'}
  Mail inbox:  ${catcher ? catcher.inboxUrl : 'SMTP_URL'}
  Logs:        ${join(dataDir, 'logs')}/api-N.log, nginx in ${join(dataDir, 'nginx')}
Press Ctrl+C to stop.`);
  const shutdown = async () => {
    await cluster.stop();
    await catcher?.stop();
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
