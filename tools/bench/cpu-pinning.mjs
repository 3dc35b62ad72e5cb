// Pins the bench's processes to cores as production runs them (issue 42): PostgreSQL (its
// postmaster and every process it forks) on core 0, and on core 1 this bench process together with
// everything it started (the API processes, the jobs process, the mail server) and everything it
// starts while pinned (pgbench inherits the core). Linux only (taskset, /proc), and it needs the
// right to change PostgreSQL's affinity (root, or the postgres user).
// Every process keeps the affinity it had once unpinned: restore() puts it back, and it also runs on
// Ctrl+C, SIGTERM and any exit, so no later work on the machine is left on one core.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

export const DATABASE_CORE = '0';
export const API_CORE = '1';

/** The fields of /proc/<pid>/stat after the command's closing parenthesis; null when it is gone. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
}

/** Every live process under `root` (children, their children...), `root` first. */
function processTree(root) {
  const childrenOf = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const parent = Number(statFields(name)?.[1]); // fields[1] is the parent's pid
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), Number(name)]);
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(childrenOf.get(tree[i]) ?? []));
  return tree;
}

/** A process's CPU list as taskset prints it ("0,1", "0-3"). */
function affinityOf(pid) {
  const out = execFileSync('taskset', ['-c', '-p', String(pid)], { encoding: 'utf8' });
  return out.trim().split(': ').at(-1) ?? '';
}

/** Sets the CPU list of every thread of `pid`; false when it failed (the process has just ended). */
function setAffinity(pid, cpuList) {
  try {
    execFileSync('taskset', ['-a', '-c', '-p', cpuList, String(pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Why the processes cannot be pinned here (null when they can): fewer than two cores, or a
 * PostgreSQL that does not run on this machine. `backendPid` is pg_backend_pid() of one of the
 * bench's own connections; its parent is the postmaster.
 */
export function cannotPin(backendPid) {
  if (availableParallelism() < 2) return 'this machine has fewer than two cores';
  if (commandOf(backendPid) !== 'postgres')
    return 'PostgreSQL does not run on this machine (its backend is not among its processes)';
  return null;
}

/** The postmaster of the server whose backend has this pid. */
export function postmasterOf(backendPid) {
  return Number(statFields(backendPid)?.[1]);
}

/**
 * Pins PostgreSQL's processes (the postmaster's tree) to DATABASE_CORE and this process's tree to
 * API_CORE. Answers restore(), which gives every process still there the affinity it had before
 * (a backend forked meanwhile gets the postmaster's), and may be called more than once.
 * @param {number} postmaster
 */
export function pinDatabaseAndApi(postmaster) {
  /** @type {Map<number, string>} */
  const before = new Map();
  const databaseBefore = affinityOf(postmaster);
  const apiBefore = affinityOf(process.pid);
  const pinTree = (root, core) => {
    for (const pid of processTree(root)) {
      try {
        before.set(pid, affinityOf(pid));
      } catch {
        continue; // it ended meanwhile
      }
      if (!setAffinity(pid, core) && pid === root)
        throw new Error(`taskset could not pin process ${pid} (run the bench as root?)`);
    }
  };
  let restored = false;
  const restore = () => {
    if (restored) return;
    restored = true;
    process.off('exit', restore);
    process.off('SIGINT', exitOnSignal);
    process.off('SIGTERM', exitOnSignal);
    for (const pid of processTree(postmaster)) setAffinity(pid, before.get(pid) ?? databaseBefore);
    for (const pid of processTree(process.pid)) setAffinity(pid, before.get(pid) ?? apiBefore);
  };
  // Unpinned again however the bench ends: process.exit runs the 'exit' listeners, restore among them.
  process.on('exit', restore);
  process.on('SIGINT', exitOnSignal);
  process.on('SIGTERM', exitOnSignal);
  try {
    pinTree(postmaster, DATABASE_CORE);
    pinTree(process.pid, API_CORE);
  } catch (error) {
    restore();
    throw error;
  }
  return restore;
}

/** Ctrl+C or SIGTERM while pinned: exits as the signal would have, after the 'exit' listeners. */
function exitOnSignal(signal) {
  process.exit(signal === 'SIGINT' ? 130 : 143);
}
