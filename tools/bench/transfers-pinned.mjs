// bench:transfers' figure of record (issue 42, Decision 1), measured as production runs it:
// PostgreSQL on a core of its own, the API tier on the other, the jobs after the phase.
//   1. tpcb-like: pgbench's client on the API's core, PostgreSQL on its own.
//   2. API transfers, with the jobs process held (see holdJobs): the notices the phase queues wait.
//   3. The drain: the jobs process let go, timed until the queue is empty. Its rate must exceed the
//      rate at which the phase queued the work (it took less time than the phase), or the phase's
//      figure does not count: the API would only have been fast by leaving work behind.
// Then the work per unit against the targets: PostgreSQL's CPU per transfer against its CPU
// per tpcb-like transaction, the API's CPU per transfer, the notices' CPU per transfer (the jobs
// process's in the drain: compose and send both mails, write the in-app rows).
import { backendsGone, cpuPer, cpuReading, processSeconds } from './cpu-use.mjs';
import {
  API_CORE,
  cannotPin,
  DATABASE_CORE,
  pinDatabaseAndApi,
  postmasterOf,
} from './cpu-pinning.mjs';
import { databaseUrl } from './bench-support.mjs';
import { pgbenchTps } from './pgbench.mjs';
import { jobsQueue, pgWork, runApi } from './transfers-load.mjs';

const DRAIN_LIMIT_S = 300;
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 25;
const TARGET_POSTGRES_PER_TPCB = 1.2;
const TARGET_API_MS = 0.3;
const TARGET_NOTICES_MS = 0.2;

/**
 * @typedef {{ fixture: { users: any[], all: any[] }, names: { pgbench: string, api: string },
 *   portal: Awaited<ReturnType<typeof import('./bench-support.mjs').startBenchApi>>,
 *   db: import('pg').Client, seconds: number, warmupMs: number }} PinnedContext
 */

const verdict = (met) => (met ? 'met' : 'NOT met');
const pause = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * Holds the jobs process with SIGSTOP until the returned function lets it go (SIGCONT). Called only
 * once its queue is empty (a running job counts as due), so it holds no transaction and no claim:
 * stopped, it takes no CPU and blocks nobody, as a jobs tier that has fallen behind would. The
 * wake-ups the API sends meanwhile wait in its socket; let go, it runs at once (its poll is
 * overdue). Starting it only after the phase would count its boot in the drain instead.
 * It is let go on any exit too: a stopped process would not even see the Ctrl+C that ends the rest.
 * @param {number} pid
 */
function holdJobs(pid) {
  process.kill(pid, 'SIGSTOP');
  const letGo = () => {
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      // already gone
    }
  };
  process.on('exit', letGo);
  return () => {
    process.off('exit', letGo);
    letGo();
  };
}

/** Waits (up to DRAIN_LIMIT_S) until no job is due; answers the seconds it took, NaN past the limit. */
async function untilQueueEmpty(db) {
  const started = performance.now();
  while ((await jobsQueue(db)).due > 0) {
    if (performance.now() - started > DRAIN_LIMIT_S * 1000) return NaN;
    await pause(50);
  }
  return (performance.now() - started) / 1000;
}

/** tpcb-like at `clients`, pinned: its TPS and PostgreSQL's CPU (ms) per transaction. */
async function pinnedTpcb(/** @type {PinnedContext} */ context, clients) {
  const { names, seconds } = context;
  const workBefore = await pgWork(names.pgbench, false);
  const cpuBefore = cpuReading();
  // pgbench inherits this process's core (API_CORE): its client shares it with the API tier.
  const tps = pgbenchTps(databaseUrl(names.pgbench), clients, seconds, ['-b', 'tpcb-like']);
  await backendsGone(cpuBefore);
  const cpuAfter = cpuReading();
  const commits = (await pgWork(names.pgbench, false)).commits - workBefore.commits;
  return {
    tps,
    postgresMs: ((cpuAfter.postgres - cpuBefore.postgres) * 1000) / commits,
    cpuLine: `   tpcb-like ${cpuPer(cpuBefore, cpuAfter, commits, 'transaction')}`,
  };
}

/** API transfers at `clients` with the jobs held: the load's figures, its transfers and the jobs it queued. */
async function heldApiPhase(/** @type {PinnedContext} */ context, clients) {
  const { fixture, names, portal, db } = context;
  const workBefore = await pgWork(names.api, true);
  const queueBefore = await jobsQueue(db, true);
  const cpuBefore = cpuReading(portal.pids, portal.jobsPids);
  const api = await runApi(fixture, clients, portal.ports, context);
  const cpuAfter = cpuReading(portal.pids, portal.jobsPids);
  const transfers = (await pgWork(names.api, true)).transfers - workBefore.transfers;
  const queued = (await jobsQueue(db, true)).all - queueBefore.all;
  const ms = (key) => ((cpuAfter[key] - cpuBefore[key]) * 1000) / transfers;
  const cpuLine = `   API ${cpuPer(cpuBefore, cpuAfter, transfers, 'transfer')} (jobs held)`;
  return { ...api, transfers, queued, apiMs: ms('api'), postgresMs: ms('postgres'), cpuLine };
}

/** Lets the jobs go and times the queue the phase left until it is empty; CPU per transfer drained. */
async function drainHeld(/** @type {PinnedContext} */ context, letGo, phase) {
  const { portal, db } = context;
  const queueBefore = await jobsQueue(db, true);
  const mailedBefore = await portal.mailReceived();
  const cpuBefore = cpuReading([], portal.jobsPids);
  const mailServerBefore = processSeconds(portal.mail.pid);
  letGo();
  const seconds = await untilQueueEmpty(db);
  const cpuAfter = cpuReading([], portal.jobsPids);
  const mailServerMs =
    ((processSeconds(portal.mail.pid) - mailServerBefore) * 1000) / phase.transfers;
  const ran = (await jobsQueue(db, true)).done - queueBefore.done;
  const mailed = (await portal.mailReceived()) - mailedBefore;
  const ms = (key) => ((cpuAfter[key] - cpuBefore[key]) * 1000) / phase.transfers;
  const rate = (count, s) => (count / s).toFixed(0);
  const rateLine =
    `   drain (jobs let go after the phase): the phase queued ${phase.queued} jobs in ${phase.loadS.toFixed(1)} s ` +
    `(${rate(phase.queued, phase.loadS)} jobs/s, ${rate(mailed, phase.loadS)} mails/s to send, ` +
    `${rate(phase.transfers, phase.loadS)} transfers/s); they ran in ${seconds.toFixed(1)} s: ` +
    `${rate(ran, seconds)} jobs/s (${ran} with the mail jobs they queued), ${rate(mailed, seconds)} mails/s ` +
    `(${(mailed / phase.transfers).toFixed(2)} per transfer), ${rate(phase.transfers, seconds)} transfers/s`;
  const cpuLine =
    `   drain ${cpuPer(cpuBefore, cpuAfter, phase.transfers, 'transfer drained')}; ` +
    `of the rest, the mail server (the relay's stand-in, on core ${API_CORE} too) ${mailServerMs.toFixed(2)} ms`;
  return {
    seconds,
    counts: seconds < phase.loadS,
    jobsMs: ms('jobs'),
    postgresMs: ms('postgres'),
    lines: [rateLine, cpuLine],
  };
}

/** The work per unit against the targets, one line each. */
function printTargets(tpcb, api, drain) {
  const ratio = api.postgresMs / tpcb.postgresMs;
  console.log(
    `   PostgreSQL CPU per API transfer ${api.postgresMs.toFixed(3)} ms = ${ratio.toFixed(2)}x its ` +
      `${tpcb.postgresMs.toFixed(3)} ms per tpcb-like transaction (target ≤ ${TARGET_POSTGRES_PER_TPCB}x): ` +
      `${verdict(ratio <= TARGET_POSTGRES_PER_TPCB)}; its notices add ${drain.postgresMs.toFixed(3)} ms in the drain ` +
      `(${((api.postgresMs + drain.postgresMs) / tpcb.postgresMs).toFixed(2)}x with them)`,
  );
  console.log(
    `   API CPU per transfer ${api.apiMs.toFixed(3)} ms (target ≤ ${TARGET_API_MS} ms): ${verdict(api.apiMs <= TARGET_API_MS)}`,
  );
  console.log(
    `   notices' CPU per transfer ${drain.jobsMs.toFixed(3)} ms (the jobs process in the drain; ` +
      `target ≤ ${TARGET_NOTICES_MS} ms): ${verdict(drain.jobsMs <= TARGET_NOTICES_MS)}`,
  );
}

/** One client count, pinned: tpcb-like, then the API with the jobs held, then the drain. */
async function measurePinnedAt(/** @type {PinnedContext} */ context, clients) {
  // Nothing left by an earlier phase runs beside this one.
  if (!Number.isFinite(await untilQueueEmpty(context.db)))
    throw new Error('The jobs queue did not empty before the pinned phase.');
  const tpcb = await pinnedTpcb(context, clients);
  const letGo = holdJobs(/** @type {number} */ (context.portal.jobsPids[0]));
  let api;
  let drain;
  try {
    api = await heldApiPhase(context, clients);
    drain = await drainHeld(context, letGo, api);
  } finally {
    letGo(); // a stopped jobs process would not stop when the bench stops it after a failure
  }
  const refused = Object.keys(api.failures).length
    ? ` | refused: ${JSON.stringify(api.failures)}`
    : '';
  console.log(
    `${String(clients).padStart(2)} clients pinned: tpcb-like ${tpcb.tps.toFixed(0).padStart(6)} TPS | ` +
      `API transfers ${api.tps.toFixed(0).padStart(5)} TPS, p50 ${api.p50.toFixed(1)} ms, p99 ${api.p99.toFixed(1)} ms${refused} | ` +
      `the drain ${drain.counts ? 'kept up: the figure counts' : 'was slower than the phase: the figure does NOT count'}`,
  );
  for (const line of [tpcb.cpuLine, api.cpuLine, ...drain.lines]) console.log(line);
  printTargets(tpcb, api, drain);
  return { clients, tpcb: tpcb.tps, tps: api.tps, p99: api.p99, counts: drain.counts };
}

/**
 * The pinned phase at each of `clientCounts`; answers a row per count ({ clients, tpcb, tps, p99,
 * counts }), or the reason it could not run (then prints it).
 * @param {PinnedContext} context
 * @param {number[]} clientCounts
 */
export async function measurePinned(context, clientCounts) {
  const skip = (reason) => (console.log(`pinned phase skipped: ${reason}`), reason);
  if (context.portal.jobsPids.length !== 1)
    return skip(
      'BENCH_JOBS_PROCESS=0 runs the jobs inside the API, so they cannot wait for the phase',
    );
  const backendPid = Number((await context.db.query('SELECT pg_backend_pid() AS pid')).rows[0].pid);
  const reason = cannotPin(backendPid);
  if (reason) return skip(reason);
  const restore = pinDatabaseAndApi(postmasterOf(backendPid));
  console.log(
    `pinned (the figure of record): PostgreSQL on core ${DATABASE_CORE}; the API, its jobs process, ` +
      `the mail server, this load generator and pgbench's client on core ${API_CORE}; jobs held during each phase`,
  );
  try {
    const rows = [];
    for (const clients of clientCounts) rows.push(await measurePinnedAt(context, clients));
    return rows;
  } finally {
    restore();
  }
}

/**
 * "pinned ratio api/tpcb-like at N clients: X (target ≥ 0.5, p99 Y ms, target ≤ 25 ms): met" for
 * each row of measurePinned, or why there is none. Met needs both, and a drain that kept up.
 * @param {Awaited<ReturnType<typeof measurePinned>>} rows
 */
export function printPinnedRatios(rows) {
  if (typeof rows === 'string')
    return console.log(`pinned ratio api/tpcb-like: not measured (${rows})`);
  for (const { clients, tpcb, tps, p99, counts } of rows) {
    const ratio = tps / tpcb;
    const met = ratio >= TARGET_RATIO && p99 <= TARGET_P99_MS && counts;
    const why = counts ? '' : ' (the drain was slower than the phase: the figure does not count)';
    console.log(
      `pinned ratio api/tpcb-like at ${clients} clients: ${ratio.toFixed(2)} (target ≥ ${TARGET_RATIO}, ` +
        `p99 ${p99.toFixed(1)} ms, target ≤ ${TARGET_P99_MS} ms): ${verdict(met)}${why}`,
    );
  }
}
