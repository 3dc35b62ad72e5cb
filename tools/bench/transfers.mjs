#!/usr/bin/env node
// npm run bench:transfers — in one run on the PostgreSQL of DATABASE_URL, pgbench's built-in
// tpcb-like against authenticated HTTP transfers through the API (real PIN check, idempotency keys,
// double entry), twice:
//   Unpinned, for reference (at 1, 4 and 16 clients): every process shares every core, and the jobs
//   (notices, mail) run beside the load. Each count prints both TPS,
//   the API's p50/p99, the rows and WAL per unit, where the CPU went (cpu-use.mjs), the write lane,
//   and the notices mailed; then how long the queue took to empty, the write alone
//   (transfer_start_checked through pgbench, no HTTP or Node, BENCH_ALONE_BATCH transfers per call,
//   see transfer-start-alone.mjs), what that write costs PostgreSQL per call and per transfer in it,
//   and the ledger invariants.
//   Pinned, the figure of record (issue 42; at 16 clients, or each of BENCH_CLIENTS when set), as
//   production runs it: PostgreSQL on a core of its own, the API tier on the other (cpu-pinning.mjs);
//   tpcb-like first, then the API with its jobs process held, then the drain of the queue the phase
//   left, which must be faster than the phase or the figure does not count; then the work per unit
//   against the issue's targets: PostgreSQL's CPU per transfer ≤ 1.2x per tpcb-like transaction, the
//   API's ≤ 0.30 ms, the notices' ≤ 0.20 ms (see transfers-pinned.mjs). Affinities are restored after.
// Last the two ratios: pinned (target ≥ 0.5 with p99 ≤ 25 ms) and unpinned.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:transfers
// Options (environment): BENCH_SECONDS (default 10), BENCH_CLIENTS (default 1,4,16), BENCH_ALONE_BATCH
// (transfers per call in the "alone" line, default 1), BENCH_API_LOG (keep the API's log in this file),
// BENCH_API_INSTANCES (API processes, default 1, see bench-support.mjs), BENCH_JOBS_POLL_MS (the
// jobs runner's poll, default 1000; 0 turns it off: the write path without the notification fan-out
// and mail it queues), BENCH_JOBS_PROCESS (default 1 here: the API runs no jobs, a process of its own
// runs them, as \`npm run start:cluster\` does; 0 runs them in the API and skips the pinned phase),
// BENCH_PAYEES (default new: no payee's first-payment window has opened, so every payment counts in
// one; established: every window ended weeks ago, as for payees paid for a while).
// The pinned phase needs PostgreSQL on this machine, two cores, and the right to pin it (root).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  admin,
  buildApi,
  databaseTransport,
  databaseUrl,
  request as apiRequest,
  requireDatabaseUrl,
  startBenchApi,
} from './bench-support.mjs';
import { setUpCustomers } from './bench-customers.mjs';
import { pgbenchTps } from './pgbench.mjs';
import {
  prepareTransferStartAlone,
  transferStartAlone,
  writeCostSplit,
} from './transfer-start-alone.mjs';
import { backendsGone, cpuPer, cpuReading } from './cpu-use.mjs';
import { pgWork, runApi } from './transfers-load.mjs';
import { measurePinned, printPinnedRatios } from './transfers-pinned.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CLIENTS = (process.env.BENCH_CLIENTS ?? '1,4,16').split(',').map(Number);
/** The figure of record is at 16 clients; at each count asked for when BENCH_CLIENTS is set. */
const PINNED_CLIENTS = process.env.BENCH_CLIENTS ? CLIENTS : [16];
/** A process of its own runs the jobs (it is held during the pinned phase), unless BENCH_JOBS_PROCESS=0. */
const JOBS_PROCESS = process.env.BENCH_JOBS_PROCESS !== '0';
const ALONE_BATCH = Number(process.env.BENCH_ALONE_BATCH ?? 1);
/** Whose payees the transfers pay: 'new' (each payment counts in a first-payment window) or 'established'. */
const PAYEES = /** @type {'new' | 'established'} */ (process.env.BENCH_PAYEES ?? 'new');
const WARMUP_MS = 2000;
/** The write's cost split (per call, per transfer) is read at few clients, so that calls seldom wait for locks. */
const WRITE_COST_CLIENTS = 4;
const WRITE_COST_SECONDS = 5;
const DRAIN_LIMIT_S = 300;
const PORT = Number(process.env.BENCH_PORT ?? 4340);
const USERS = Math.max(...CLIENTS, ...PINNED_CLIENTS);
const ACCOUNTS_PER_USER = 4;

/** How long each load runs: a warm-up, then the measured seconds. */
const TIMING = { seconds: SECONDS, warmupMs: WARMUP_MS };

const request = (agent, method, path, body, headers) =>
  apiRequest(PORT, agent, method, path, body, headers);

/** Builds the API, fills the pgbench database and starts the API on its database. */
async function startBenchPortal(names, dir) {
  buildApi();
  execFileSync('pgbench', ['-i', '-q', '-s', '16', databaseUrl(names.pgbench)], {
    stdio: 'ignore',
  });
  return startBenchApi(PORT, names.api, dir, {}, { jobsProcess: JOBS_PROCESS });
}

/** Rows written, WAL bytes and full-page images in the WAL per unit of work between two pgWork readings. */
function workPer(before, after, units) {
  const per = (key) => (after[key] - before[key]) / units;
  const wal = `${(per('wal') / 1024).toFixed(1)} KB of WAL (${per('fpi').toFixed(2)} full pages)`;
  return `${per('rows').toFixed(1)} rows, ${wal}`;
}

/**
 * "notices: N messages mailed during the phase (warm-up included), R per transfer it wrote, Q jobs
 * still due at its end".
 */
function noticesLine(mailed, transfers, due) {
  const seconds = (WARMUP_MS / 1000 + SECONDS).toFixed(0);
  return (
    `notices: ${mailed} messages mailed in the phase's ${seconds} s (${(mailed / transfers).toFixed(2)} ` +
    `per transfer written), ${due} jobs still due at its end`
  );
}

/** One API process's metrics, in Prometheus text (the ops token's). */
async function metricsText(port, opsToken) {
  const response = await fetch(`http://127.0.0.1:${port}/api/metrics`, {
    headers: { authorization: `Bearer ${opsToken}` },
  });
  return response.text();
}

/** One API process's write lane counters in its metrics: batches written, transfers in them, busy seconds. */
async function laneCounters(port, opsToken) {
  const text = await metricsText(port, opsToken);
  const value = (name) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  return [
    value('vaultline_write_batch_size_count'),
    value('vaultline_write_batch_size_sum'),
    value('vaultline_write_lane_busy_seconds_total'),
  ];
}

/** The jobs due and not done, every kind (vaultline_jobs_due: the database's queue, as ops see it). */
async function jobsDue(portal) {
  const text = await metricsText(portal.ports[0], portal.tokens.ops);
  const series = text.split('\n').filter((line) => line.startsWith('vaultline_jobs_due{'));
  return series.reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
}

/** Every API process's write lane counters, summed. */
async function laneReading(portal) {
  const each = await Promise.all(portal.ports.map((port) => laneCounters(port, portal.tokens.ops)));
  const sum = (column) => each.reduce((total, counters) => total + counters[column], 0);
  return {
    at: performance.now(),
    lanes: each.length,
    batches: sum(0),
    items: sum(1),
    busy: sum(2),
  };
}

/** "write lane: N batches of S transfers on average, D ms each, busy B % of the phase". */
function lanePer(before, after) {
  const batches = after.batches - before.batches;
  const busy = after.busy - before.busy;
  const share = (100 * busy * 1000) / (after.at - before.at) / after.lanes;
  const lanes = after.lanes > 1 ? `write lanes (${after.lanes})` : 'write lane';
  const size = (after.items - before.items) / batches;
  return (
    `${lanes}: ${batches} batches of ${size.toFixed(1)} transfers on average, ` +
    `${((busy * 1000) / batches).toFixed(1)} ms each, busy ${share.toFixed(0)} % of the phase`
  );
}

/** tpcb-like and API transfers at each client count, alternated; one printed line per count. */
async function measureEachClientCount(fixture, names, portal) {
  const rows = [];
  for (const clients of CLIENTS) {
    const tpcbBefore = await pgWork(names.pgbench, false);
    const tpcbCpu = cpuReading();
    const tpcb = pgbenchTps(databaseUrl(names.pgbench), clients, SECONDS, ['-b', 'tpcb-like']);
    await backendsGone(tpcbCpu);
    const tpcbCpuAfter = cpuReading();
    const tpcbAfter = await pgWork(names.pgbench, false);
    const apiBefore = await pgWork(names.api, true);
    const mailedBefore = await portal.mailReceived();
    const apiCpu = cpuReading(portal.pids, portal.jobsPids);
    const lane = await laneReading(portal);
    const api = await runApi(fixture, clients, portal.ports, TIMING);
    const laneAfter = await laneReading(portal);
    const apiCpuAfter = cpuReading(portal.pids, portal.jobsPids);
    const mailed = (await portal.mailReceived()) - mailedBefore;
    const due = await jobsDue(portal);
    const apiAfter = await pgWork(names.api, true);
    rows.push({ clients, tpcb, ...api });
    console.log(
      `${String(clients).padStart(2)} clients: tpcb-like ${tpcb.toFixed(0).padStart(6)} TPS | API transfers ${api.tps.toFixed(0).padStart(5)} TPS, ` +
        `p50 ${api.p50.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms${Object.keys(api.failures).length ? ` | refused: ${JSON.stringify(api.failures)}` : ''}`,
    );
    const commits = tpcbAfter.commits - tpcbBefore.commits;
    const transfers = apiAfter.transfers - apiBefore.transfers;
    const tpcbWork = workPer(tpcbBefore, tpcbAfter, commits);
    const apiWork = workPer(apiBefore, apiAfter, transfers);
    console.log(
      `   PostgreSQL work: tpcb-like ${tpcbWork} per transaction | ` +
        `API ${apiWork} per transfer (its notices included)`,
    );
    console.log(`   tpcb-like ${cpuPer(tpcbCpu, tpcbCpuAfter, commits, 'transaction')}`);
    console.log(`   API ${cpuPer(apiCpu, apiCpuAfter, transfers, 'transfer')}`);
    console.log(`   API ${lanePer(lane, laneAfter)}`);
    console.log(`   ${noticesLine(mailed, transfers, due)}`);
  }
  return rows;
}

/**
 * Waits (up to DRAIN_LIMIT_S) until no job is due: how long the notices queued under load take to
 * go once the load stops, and how many messages went meanwhile.
 */
async function drainNotices(portal) {
  const started = performance.now();
  const mailedBefore = await portal.mailReceived();
  let due = await jobsDue(portal);
  while (due > 0 && performance.now() - started < DRAIN_LIMIT_S * 1000) {
    await new Promise((done) => setTimeout(done, 250));
    due = await jobsDue(portal);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const mailed = (await portal.mailReceived()) - mailedBefore;
  console.log(
    due === 0
      ? `notices queue: empty ${seconds} s after the last phase (${mailed} messages mailed meanwhile)`
      : `notices queue: ${due} jobs still due ${seconds} s after the last phase (${mailed} mailed)`,
  );
}

/** The write function alone under pgbench at the same client count (no HTTP, no Node). */
async function measureStartAlone(db, fixture, names, dir, last) {
  const accountCount = await prepareTransferStartAlone(db, fixture.users);
  const alone = transferStartAlone(
    databaseUrl(names.api),
    accountCount,
    last.clients,
    SECONDS,
    dir,
    ALONE_BATCH,
  );
  console.log(
    `transfer_start_checked alone, ${ALONE_BATCH} per call (pgbench, no HTTP/Node) at ${last.clients} clients: ${alone.toFixed(0)} transfers/s = ${(alone / last.tpcb).toFixed(2)}x tpcb-like`,
  );
  const url = databaseUrl(names.api);
  const split = await writeCostSplit(
    url,
    accountCount,
    WRITE_COST_CLIENTS,
    WRITE_COST_SECONDS,
    dir,
  );
  const at = (batch) => (split.perCallMs / batch + split.perTransferMs).toFixed(3);
  console.log(
    `   its PostgreSQL CPU (calls of 1 and 32 transfers at ${WRITE_COST_CLIENTS} clients, building the items ` +
      `taken out): ${split.perCallMs.toFixed(3)} ms per call + ${split.perTransferMs.toFixed(3)} ms per transfer; ` +
      `per transfer ${at(1)} ms one by one, ${at(8)} ms 8 per call, ${at(32)} ms 32 per call`,
  );
}

/**
 * Runs every measurement against a started portal: unpinned, pinned, the write alone, the ledger
 * invariants. Answers whether those are green, and the rows the last lines need.
 */
async function benchPortal(portal, names, dir) {
  const db = new pg.Client({ connectionString: databaseUrl(names.api) });
  await db.connect();
  db.on('error', () => undefined); // the forced DROP DATABASE at the end ends this connection
  const agent = new http.Agent({ keepAlive: true, maxSockets: USERS * 2 });
  const call = (method, path, body, headers) => request(agent, method, path, body, headers);
  const fixture = await setUpCustomers(db, call, portal.mail, {
    users: USERS,
    accountsPerUser: ACCOUNTS_PER_USER,
    payees: PAYEES,
  });
  console.log(`pgbench and the API reach ${databaseTransport()}`);
  agent.destroy(); // idle through the runs, its connections would be closed by the API meanwhile
  console.log('unpinned, for reference (every process on every core, the jobs beside the load):');
  const rows = await measureEachClientCount(fixture, names, portal);
  const last = rows.find((row) => row.clients === 16) ?? rows[rows.length - 1];
  await drainNotices(portal);
  const context = { fixture, names, portal, db, ...TIMING };
  const pinned = await measurePinned(context, PINNED_CLIENTS);
  await measureStartAlone(db, fixture, names, dir, last);
  const invariants = await request(false, 'GET', '/api/platform/invariants', undefined, {
    authorization: `Bearer ${portal.tokens.ops}`,
  });
  console.log(
    `ledger invariants after the run: ${invariants.body.ok ? 'green' : `RED ${JSON.stringify(invariants.body.checks)}`}`,
  );
  await db.end();
  return { green: invariants.body.ok === true, unpinned: last, pinned };
}

async function main() {
  requireDatabaseUrl();
  if (!(Number.isInteger(ALONE_BATCH) && ALONE_BATCH >= 1 && ALONE_BATCH <= 32))
    throw new Error('BENCH_ALONE_BATCH must be a whole number from 1 to 32.');
  if (!['new', 'established'].includes(PAYEES))
    throw new Error('BENCH_PAYEES must be new or established.');
  const stamp = `${Date.now()}_${process.pid}`;
  const names = {
    pgbench: `vaultline_bench_pgbench_${stamp}`,
    api: `vaultline_bench_api_${stamp}`,
  };
  await admin(`CREATE DATABASE ${names.pgbench}`);
  await admin(`CREATE DATABASE ${names.api}`);
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-bench-'));
  let portal;
  try {
    portal = await startBenchPortal(names, dir);
    const result = await benchPortal(portal, names, dir);
    if (!result.green) process.exitCode = 1;
    await portal.stop();
    portal = undefined;
    // The last lines: the figure of record, then the unpinned one.
    printPinnedRatios(result.pinned);
    const { unpinned } = result;
    console.log(
      `ratio api/tpcb-like at ${unpinned.clients} clients, unpinned (for reference): ${(unpinned.tps / unpinned.tpcb).toFixed(2)}`,
    );
  } finally {
    await portal?.stop();
    await admin(`DROP DATABASE IF EXISTS ${names.pgbench} WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${names.api} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
