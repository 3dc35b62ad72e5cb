#!/usr/bin/env node
// npm run drill:failover — the primary lost under load, three times. A highly available PostgreSQL
// (tools/ha: Patroni + etcd + HAProxy, a synchronous standby and an async replica) in a throw-away
// folder, the API on it, 16 clients sending transfers (each with its own Idempotency-Key, sent
// again on a 5xx or no answer). Each round kills the leader whole (Patroni, PostgreSQL and its
// backends, SIGKILL), measures the time to the first transfer acknowledged after it, lets the load
// run on, then checks: every acknowledged transfer there exactly once, every key answering the same,
// no transfer twice. The lost node then rejoins (pg_rewind) before the next round kills the new
// leader. The ledger invariants run at the end. Exits 1 when a check fails or a recovery took
// longer than DRILL_RECOVERY_TARGET_S (30).
// Options (environment): DRILL_ROUNDS (3), DRILL_CLIENTS (16), DRILL_HA_PORT (55540; the cluster
// uses the next 40), DRILL_API_PORT (4390), DRILL_KEEP=1 keeps the folder.
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { setUpCustomers } from '../bench/bench-customers.mjs';
import { buildApi, request, startBenchApi } from '../bench/bench-support.mjs';
import { DATABASE, startHaPostgres } from '../ha/ha-postgres.mjs';
import { requireSupportedNode } from '../lib/supported-node.mjs';
import { checkTransfers, queryOnce, startTransferLoad, transferCounter } from './transfer-load.mjs';

const ROUNDS = Number(process.env.DRILL_ROUNDS ?? 3);
const CLIENTS = Number(process.env.DRILL_CLIENTS ?? 16);
const HA_PORT = Number(process.env.DRILL_HA_PORT ?? 55540);
const API_PORT = Number(process.env.DRILL_API_PORT ?? 4390);
const TARGET_S = Number(process.env.DRILL_RECOVERY_TARGET_S ?? 30);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function waitUntil(check, timeoutMs, what) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await sleep(100)) {
    const value = await check();
    if (value) return value;
  }
  throw new Error(`${what} within ${timeoutMs / 1000} s`);
}

/** The first transfer acknowledged for a request sent after `since`: its answer's time. */
function firstAcknowledgedAfter(outcomes, since) {
  let first = null;
  for (const outcome of outcomes.values())
    if (outcome.status === 201 && outcome.sentAt >= since)
      first = first === null ? outcome.answeredAt : Math.min(first, outcome.answeredAt);
  return first;
}

/** One round: load, the leader killed, recovery timed, load on, checks, the node back. */
async function round({ ha, fixture, counter, number }) {
  const userIds = fixture.users.map((user) => user.id);
  const [{ total: before }] = await queryOnce(
    ha.env.DATABASE_URL,
    'SELECT count(*)::int AS total FROM transfers WHERE user_id = ANY($1::uuid[])',
    [userIds],
  );
  const load = startTransferLoad({ port: API_PORT, fixture, clients: CLIENTS });
  await sleep(5_000);
  const { leader } = await ha.state();
  const killedAt = Date.now();
  ha.kill(leader);
  const recoveredAt = await waitUntil(
    () => firstAcknowledgedAfter(load.outcomes, killedAt),
    120_000,
    'No transfer was acknowledged after the failover',
  );
  await sleep(5_000);
  const outcomes = await load.stop();
  const acknowledgedBefore = [...outcomes.values()].filter(
    (o) => o.status === 201 && o.answeredAt < killedAt,
  ).length;
  const countSince = async (ids, acknowledged) => {
    const counted = await counter(ids, acknowledged);
    return { ...counted, total: counted.total - before };
  };
  const check = await checkTransfers({
    port: API_PORT,
    outcomes,
    countTransfers: countSince,
    userIds,
  });
  const after = await ha.state();
  ha.restart(leader);
  await waitUntil(() => ha.ready(), 180_000, `${leader} did not rejoin`);
  return {
    number,
    leader,
    newLeader: after.leader,
    recoveryMs: recoveredAt - killedAt,
    acknowledgedBefore,
    check,
  };
}

function report(rounds, invariants) {
  console.log(
    '\nround  killed  new leader  recovery  ack before  ack after  indeterminate→resolved  lost  duplicated  changed',
  );
  for (const r of rounds) {
    const c = r.check;
    const after = c.acknowledged - r.acknowledgedBefore;
    console.log(
      [
        r.number,
        r.leader,
        r.newLeader,
        seconds(r.recoveryMs),
        r.acknowledgedBefore,
        after,
        `${c.indeterminate}→${c.resolved}`,
        c.lost,
        c.duplicated,
        c.changedAnswers,
      ]
        .map(String)
        .join('  '),
    );
  }
  console.log(`ledger invariants on the last primary: ${invariants.ok ? 'green' : 'RED'}`);
}

function passed(rounds, invariants) {
  return (
    invariants.ok === true &&
    rounds.every(
      (r) =>
        r.check.lost === 0 &&
        r.check.duplicated === 0 &&
        r.check.changedAnswers === 0 &&
        r.check.indeterminate === r.check.resolved &&
        r.recoveryMs <= TARGET_S * 1000,
    )
  );
}

async function drill(dir) {
  const ha = await startHaPostgres({ dir: join(dir, 'ha'), base: HA_PORT });
  try {
    process.env.DATABASE_URL = ha.env.DATABASE_URL;
    const api = await startBenchApi(API_PORT, DATABASE, join(dir, 'api'), {
      DATABASE_APP_URL: ha.env.DATABASE_APP_URL,
    });
    try {
      const db = new pg.Client({ connectionString: ha.env.DATABASE_URL });
      await db.connect();
      const agent = new http.Agent({ keepAlive: true });
      const call = (method, path, body, headers) =>
        request(API_PORT, agent, method, path, body, headers);
      const fixture = await setUpCustomers(db, call, api.mail, { users: 8, accountsPerUser: 2 });
      await db.end();
      agent.destroy();
      const counter = transferCounter(ha.env.DATABASE_URL);
      const rounds = [];
      for (let number = 1; number <= ROUNDS; number += 1) {
        const result = await round({ ha, fixture, counter, number });
        rounds.push(result);
        console.log(
          `round ${number}: ${result.leader} killed, recovered in ${seconds(result.recoveryMs)}`,
        );
      }
      const invariants = (
        await request(API_PORT, false, 'GET', '/api/platform/invariants', undefined, {
          authorization: `Bearer ${api.tokens.ops}`,
        })
      ).body;
      report(rounds, invariants);
      return passed(rounds, invariants);
    } finally {
      await api.stop();
    }
  } finally {
    await ha.stop();
  }
}

async function main() {
  requireSupportedNode();
  buildApi();
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-failover-'));
  chmodSync(dir, 0o755);
  console.log(`Failover drill in ${dir}`);
  try {
    if (!(await drill(dir))) process.exitCode = 1;
  } finally {
    if (process.env.DRILL_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
