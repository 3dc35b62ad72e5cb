// Where a phase's CPU went on this machine, from /proc (Linux): the API's process, PostgreSQL's
// processes (the live ones plus what the postmaster has reaped of its exited backends), this load
// generator, and the rest of the machine (pgbench's own client in its phase, other daemons).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }));

/** The fields of /proc/<pid>/stat after the command's closing parenthesis; null when it is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/** utime + stime (+ cutime + cstime when `reaped`) of one process in seconds; 0 when it is gone. */
export function processSeconds(pid, reaped = false) {
  const fields = statFields(pid); // state is fields[0], so utime (field 14) is fields[11]
  if (!fields) return 0;
  const own = Number(fields[11]) + Number(fields[12]);
  const children = reaped ? Number(fields[13]) + Number(fields[14]) : 0;
  return (own + children) / TICKS_PER_SECOND;
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

const postgresPids = () =>
  readdirSync('/proc').filter((name) => /^\d+$/.test(name) && commandOf(name) === 'postgres');

/** These PostgreSQL processes' CPU; the postmaster (parent of the others) also counts what it reaped. */
function postgresSeconds(pids) {
  const isPostmaster = (pid) => commandOf(statFields(pid)?.[1] ?? '') !== 'postgres';
  return pids.reduce((sum, pid) => sum + processSeconds(pid, isPostmaster(pid)), 0);
}

/**
 * Waits (up to 2 s) until PostgreSQL has no more processes than at `before`: the backends of a
 * client that disconnected count in the postmaster's figures only once it has reaped them.
 */
export async function backendsGone(before) {
  for (const deadline = Date.now() + 2000; Date.now() < deadline;) {
    if (postgresPids().length <= before.postgresProcesses) return;
    await new Promise((done) => setTimeout(done, 20));
  }
}

/** The machine's busy and total CPU seconds (all cores) from /proc/stat. */
function machineSeconds() {
  const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks.map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy: busy / TICKS_PER_SECOND, total: (busy + idle + iowait) / TICKS_PER_SECOND };
}

const sumSeconds = (pids) => pids.reduce((sum, pid) => sum + processSeconds(pid), 0);

/**
 * A reading to subtract from a later one; `apiPids` are the API's processes taking the load (none:
 * no API in the phase), `jobsPids` the API processes that only run the jobs (BENCH_JOBS_PROCESS).
 */
export function cpuReading(apiPids = [], jobsPids = []) {
  const usage = process.cpuUsage();
  const postgres = postgresPids();
  return {
    machine: machineSeconds(),
    api: sumSeconds(apiPids),
    jobs: sumSeconds(jobsPids),
    postgres: postgresSeconds(postgres),
    postgresProcesses: postgres.length,
    generator: (usage.user + usage.system) / 1e6,
  };
}

/** "CPU per <unit>: API x ms, PostgreSQL y ms, ... (machine z % busy)" between two readings. */
export function cpuPer(before, after, units, unit) {
  const ms = (seconds) => ((seconds * 1000) / units).toFixed(2);
  const api = after.api - before.api;
  const postgres = after.postgres - before.postgres;
  const jobs = after.jobs - before.jobs;
  const generator = after.generator - before.generator;
  const busy = after.machine.busy - before.machine.busy;
  const rest = busy - api - jobs - postgres - generator;
  const share = (100 * busy) / (after.machine.total - before.machine.total);
  const apiPart = api > 0 ? `API ${ms(api)} ms, ` : '';
  const jobsPart = jobs > 0 ? `jobs process ${ms(jobs)} ms, ` : '';
  return (
    `CPU per ${unit}: ${apiPart}${jobsPart}PostgreSQL ${ms(postgres)} ms, this load generator ${ms(generator)} ms, ` +
    `rest of the machine ${ms(rest)} ms (machine ${share.toFixed(0)} % busy)`
  );
}
