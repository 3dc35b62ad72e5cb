// What the API benchmarks share: their own databases on the server of DATABASE_URL, one-off HTTP
// calls for the set-up, percentiles, and the built API started alone (no remotes).
import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT } from '../remotes/remotes.mjs';
import { startPortal } from '../start/portal.mjs';

/** The URL of database `name` on the server of DATABASE_URL. */
export function databaseUrl(name) {
  const url = new URL(/** @type {string} */ (process.env.DATABASE_URL));
  url.pathname = `/${name}`;
  return url.toString();
}

/** One statement on the DATABASE_URL database (CREATE/DROP DATABASE). */
export async function admin(sql) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * How the bench reaches PostgreSQL, for its first line: over TCP, or over the server's Unix socket
 * (`?host=/var/run/postgresql`), which costs each round trip less on the same machine (ADR 0006).
 */
export function databaseTransport() {
  const url = new URL(/** @type {string} */ (process.env.DATABASE_URL));
  // libpq and pg read a host that starts with '/' as a socket directory, in ?host= or the URL's host.
  const socketDir = [url.searchParams.get('host'), decodeURIComponent(url.hostname)].find((host) =>
    host?.startsWith('/'),
  );
  return socketDir
    ? `PostgreSQL over its Unix socket (${socketDir})`
    : `PostgreSQL over TCP (${url.searchParams.get('host') ?? url.host})`;
}

export function requireDatabaseUrl() {
  if (!process.env.DATABASE_URL)
    throw new Error(
      'Set DATABASE_URL to a PostgreSQL server (the bench creates and drops its own databases).',
    );
}

/**
 * One HTTP call of a set-up (load loops use HttpConnection); answers the status and parsed body.
 * @param {number} port
 * @param {http.Agent | false} agent
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 * @returns {Promise<{ status: number | undefined, body: any }>}
 */
export function request(port, agent, method, path, body, headers = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const contentHeaders = payload
    ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
    : {};
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: '127.0.0.1', port, method, path, agent, headers: { ...headers, ...contentHeaders } },
      (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The p-th percentile of ascending numbers (NaN for none). */
export function percentile(sorted, p) {
  return sorted.length
    ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
    : NaN;
}

/** Builds the API and the shell (the API serves the shell's files) once, quietly. */
export function buildApi() {
  console.log('Building the API and the shell...');
  execFileSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'api', 'shell', '--output-style=static'],
    { cwd: ROOT, stdio: 'ignore', env: { ...process.env, NX_DAEMON: 'false' } },
  );
}

/** How many API processes the benches start (BENCH_API_INSTANCES, default 1). */
const API_INSTANCES = Number(process.env.BENCH_API_INSTANCES ?? 1);

/**
 * The benches' mail server (mail-sink.mjs) in a process of its own: its SMTP URL, its `pid`, `received`, which
 * answers how many messages it has received so far, `signInCode(address)`, the last sign-in code it
 * received for the address (or null), and `stop`, which answers how many messages in all.
 */
export async function startMailSink() {
  const child = spawn(process.execPath, [join(ROOT, 'tools/bench/mail-sink.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = [];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (text) => lines.push(...text.split('\n').filter(Boolean)));
  /** The `key` of the first line printed after the `seen`th that has one. */
  const nextValue = async (seen, key) => {
    for (;;) {
      const line = lines
        .slice(seen)
        .map((text) => JSON.parse(text))
        .find((value) => key in value);
      if (line) return line[key];
      if (child.exitCode !== null) throw new Error('The bench mail server exited.');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const port = await nextValue(0, 'port');
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    /** The server's process id (its CPU is the relay's, not the API's). */
    pid: /** @type {number} */ (child.pid),
    /** How many messages the server has received so far. */
    received: async () => {
      const count = nextValue(lines.length, 'messages');
      child.kill('SIGUSR2');
      return count;
    },
    /** The last sign-in code mailed to `address`, or null. */
    signInCode: async (address) => {
      const code = nextValue(lines.length, 'code');
      child.stdin.write(`code ${address}\n`);
      return code;
    },
    stop: async () => {
      child.kill('SIGTERM');
      await once(child, 'exit');
      return JSON.parse(lines.at(-1) ?? '{}').messages ?? 0;
    },
  };
}

/**
 * Signs a bench customer in as a person on a new browser does: the password, then the code the API
 * mailed to the bench's mail server (`mail`, from startMailSink). Answers the session's body.
 * @param {(method: string, path: string, body?: unknown) => Promise<{ status: number | undefined, body: any }>} call
 */
export async function signInWithMailedCode(call, mail, email, password) {
  const first = await call('POST', '/api/auth/sign-in', { email, password });
  if (first.body?.status !== 'code_required') return first.body;
  for (let tries = 0; tries < 500; tries += 1) {
    const code = await mail.signInCode(email);
    if (code) {
      const session = await call('POST', '/api/auth/sign-in/code', {
        challengeId: first.body.challengeId,
        code,
      });
      if (session.status !== 200) throw new Error(`Sign-in code refused: ${session.status}`);
      return session.body;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`No sign-in code reached the bench mail server for ${email}.`);
}

/** BENCH_JOBS_PROCESS=1: the API processes run no jobs (JOBS_POLL_MS=0); one more process runs them. */
const JOBS_PROCESS = process.env.BENCH_JOBS_PROCESS === '1';

/**
 * The built API alone on `database`: API_INSTANCES processes on ports `port`, `port + 1`, ...
 * sharing one data directory and ops token, as `npm run start:cluster` runs them (the load
 * generator spreads its connections over them itself: no proxy takes a share of the cores). Each
 * logs warnings to `<dir>/api-N.log` (or BENCH_API_LOG with -N), with the per-address flood guard
 * off (every client calls from 127.0.0.1) unless BENCH_RATE_LIMIT sets one.
 * BENCH_API_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles them. With
 * BENCH_JOBS_PROCESS=1 they run no jobs, and one more process on the next port, which takes no
 * load, runs them (its id in `jobsPids`). Their mail goes to the benches' own mail server:
 * `mailReceived()` answers its count so far, and `stop` prints it.
 * `moreEnv` adds settings (a drill's DATABASE_APP_URL, say); `jobsProcess` overrides
 * BENCH_JOBS_PROCESS (bench:transfers holds its jobs process during a phase, so it wants one).
 * Answers the ports, the processes' ids, the ops token, `mailReceived`, the mail server and `stop`.
 */
export async function startBenchApi(
  port,
  database,
  dir,
  moreEnv = {},
  { jobsProcess = JOBS_PROCESS } = {},
) {
  if (!(Number.isInteger(API_INSTANCES) && API_INSTANCES >= 1))
    throw new Error('BENCH_API_INSTANCES must be a whole number from 1.');
  const mail = await startMailSink();
  const jobsPollMs = process.env.BENCH_JOBS_POLL_MS ?? '1000';
  const env = {
    SMTP_URL: mail.smtpUrl,
    DATABASE_URL: databaseUrl(database),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    OPS_TOKEN: randomBytes(32).toString('hex'),
    JOBS_POLL_MS: jobsProcess ? '0' : jobsPollMs,
    RATE_LIMIT_PER_MINUTE: process.env.BENCH_RATE_LIMIT ?? '0',
    ...moreEnv,
  };
  const instances = [];
  try {
    for (let i = 0; i < API_INSTANCES + (jobsProcess ? 1 : 0); i += 1) {
      const jobsOnly = i === API_INSTANCES;
      const log = process.env.BENCH_API_LOG?.replace(/(\.log)?$/, `-${i + 1}$1`);
      instances.push(
        await startPortal({
          port: port + i,
          env: jobsOnly ? { ...env, JOBS_POLL_MS: jobsPollMs } : env,
          nodeArgs: (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean),
          dataDir: join(dir, 'data'),
          remotesDir: join(dir, 'remotes'),
          logFile: log ?? join(dir, jobsOnly ? 'jobs.log' : `api-${i + 1}.log`),
          log: () => undefined,
          publish: false,
        }),
      );
    }
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    await mail.stop();
    throw error;
  }
  const pids = instances.map((instance) => instance.child.pid);
  return {
    ports: pids.slice(0, API_INSTANCES).map((_, i) => port + i),
    pids: pids.slice(0, API_INSTANCES),
    jobsPids: pids.slice(API_INSTANCES),
    tokens: instances[0].tokens,
    mailReceived: mail.received,
    mail,
    stop: async () => {
      await Promise.all(instances.map((instance) => instance.stop()));
      console.log(`mail server: ${await mail.stop()} messages received`);
    },
  };
}
