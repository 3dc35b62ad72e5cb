import { execFileSync } from 'node:child_process';

/**
 * One pgbench run (prepared statements, no vacuum) at `clients` connections for `seconds`: its TPS
 * and the transactions it ran. `workload` is pgbench's own arguments for it, e.g. ['-b', 'tpcb-like']
 * or ['-f', script]. Any failed transaction fails the run: a benchmark of refusals would measure nothing.
 */
export function pgbenchRun(url, clients, seconds, workload) {
  const out = execFileSync(
    'pgbench',
    [
      '-n',
      '-M',
      'prepared',
      ...workload,
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, 2)),
      '-T',
      String(seconds),
      url,
    ],
    {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const failed = Number(/number of failed transactions: (\d+)/.exec(out)?.[1] ?? 0);
  if (failed > 0) throw new Error(`pgbench ${workload.join(' ')}: ${failed} transactions failed`);
  return {
    tps: Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(out)?.[1] ?? NaN),
    transactions: Number(/number of transactions actually processed: (\d+)/.exec(out)?.[1] ?? NaN),
  };
}

/** TPS of one pgbench run (see pgbenchRun). */
export function pgbenchTps(url, clients, seconds, workload) {
  return pgbenchRun(url, clients, seconds, workload).tps;
}
