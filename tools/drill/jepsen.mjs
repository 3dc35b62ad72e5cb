#!/usr/bin/env node
// npm run drill:jepsen — many transfers through nginx to three API instances while things fail, and
// a checker of what the clients were told. The portal as start:ha runs it (tools/ha: Patroni + etcd
// + HAProxy; a jobs process apart), with a TCP proxy of our own between the API and HAProxy.
// Faults during the load, one after another: an API instance stopped (SIGSTOP) for 8 s, another
// killed (SIGKILL), the network between the API and the database cut for 5 s, the primary killed
// whole (failover), the lost node back, the synchronous standby killed, it back. Then every key is
// sent again until answered; the checker counts acknowledged transfers lost or written twice, keys
// that answer differently, indeterminate ones and how they resolved, refusals by code, the money
// the customers hold together (conserved), and the ledger invariants on the last primary.
// Options (environment): JEPSEN_TRANSFERS (50000), JEPSEN_CLIENTS (64), JEPSEN_HA_PORT (55740),
// JEPSEN_PORT (4396, nginx; the instances use the next hundred).
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { setUpCustomers } from '../bench/bench-customers.mjs';
import { buildApi, request, startBenchApi, startMailSink } from '../bench/bench-support.mjs';
import { startHaPostgres } from '../ha/ha-postgres.mjs';
import { requireSupportedNode } from '../lib/supported-node.mjs';
import { startCluster } from '../start/cluster.mjs';
import { ownedFolder, pgRun, stopServer } from './scratch-postgres.mjs';
import { startTcpProxy } from './tcp-proxy.mjs';
import { checkTransfers, queryOnce, startTransferLoad, transferCounter } from './transfer-load.mjs';

const TRANSFERS = Number(process.env.JEPSEN_TRANSFERS ?? 50_000);
const CLIENTS = Number(process.env.JEPSEN_CLIENTS ?? 64);
const HA_PORT = Number(process.env.JEPSEN_HA_PORT ?? 55740);
const PORT = Number(process.env.JEPSEN_PORT ?? 4396);

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** The money on the drill's customers' accounts, in minor units. */
async function moneyHeld(url, accountIds) {
  const [row] = await queryOnce(
    url,
    'SELECT COALESCE(sum(amount_minor), 0)::text AS total FROM postings WHERE account_id = ANY($1::uuid[])',
    [accountIds],
  );
  return BigInt(row?.total ?? 0);
}

/** The faults, in order, while the load runs; answers what was done and when. */
async function injectFaults({ ha, cluster, proxy, startedAt, isDone }) {
  const events = [];
  const at = (what) => {
    const line = `${((Date.now() - startedAt) / 1000).toFixed(1)} s  ${what}`;
    events.push(line);
    console.log(`  ${line}`);
  };
  const step = async (ms, action) => {
    if (isDone()) return;
    await sleep(ms);
    if (!isDone()) await action();
  };
  const [, stopped, killed] = cluster.instances;
  await step(8_000, () => {
    process.kill(stopped.child.pid, 'SIGSTOP');
    at('API instance 2 stopped (SIGSTOP)');
  });
  await step(8_000, () => {
    process.kill(stopped.child.pid, 'SIGCONT');
    at('API instance 2 continued (SIGCONT)');
  });
  await step(4_000, () => {
    killed.child.kill('SIGKILL');
    at('API instance 3 killed (SIGKILL), not restarted');
  });
  await step(6_000, () => {
    proxy.cut(5_000);
    at('network between the API and the database cut for 5 s');
  });
  await failDatabaseNodes({ ha, step, at });
  return events;
}

/** The primary killed, the node back; then the synchronous standby killed, and back. */
async function failDatabaseNodes({ ha, step, at }) {
  for (const role of ['leader', 'sync']) {
    let node = null;
    await step(10_000, async () => {
      node = (await ha.state())[role];
      ha.kill(node);
      at(`${role === 'leader' ? 'primary' : 'synchronous standby'} ${node} killed whole (SIGKILL)`);
    });
    await step(20_000, async () => {
      if (!node) return;
      ha.restart(node);
      at(`${node} started again`);
      for (let tries = 0; tries < 600 && !(await ha.ready()); tries += 1) await sleep(200);
      const state = await ha.state();
      at(`${node} rejoined: leader ${state.leader}, synchronous standby ${state.sync}`);
    });
  }
}

async function setUp(ha, cluster, mail) {
  const db = new pg.Client({ connectionString: ha.env.DATABASE_URL });
  await db.connect();
  const agent = new http.Agent({ keepAlive: true });
  const call = (method, path, body, headers) => request(PORT, agent, method, path, body, headers);
  try {
    return await setUpCustomers(db, call, mail, { users: 16, accountsPerUser: 2 });
  } finally {
    agent.destroy();
    await db.end();
  }
}

async function run(dir) {
  const ha = await startHaPostgres({ dir: join(dir, 'ha'), base: HA_PORT });
  const proxy = await startTcpProxy({ port: HA_PORT + 50, target: ha.ports.write });
  const mail = await startMailSink();
  const opsToken = randomBytes(32).toString('hex');
  const appUrl = new URL(ha.env.DATABASE_APP_URL);
  appUrl.port = String(proxy.port);
  const stops = [() => mail.stop(), () => proxy.stop(), () => ha.stop()];
  try {
    const cluster = await startCluster({
      instances: 3,
      port: PORT,
      dataDir: join(dir, 'data'),
      remotesDir: join(dir, 'data', 'remotes'),
      log: () => undefined,
      env: {
        DATABASE_URL: ha.env.DATABASE_URL,
        DATABASE_APP_URL: appUrl.toString(),
        DATABASE_READ_URL: ha.env.DATABASE_READ_URL,
        OPS_TOKEN: opsToken,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        SMTP_URL: mail.smtpUrl,
        RATE_LIMIT_PER_MINUTE: '0',
      },
    });
    stops.unshift(() => cluster.stop());
    const result = await loadWithFaults({ ha, cluster, proxy, mail, opsToken });
    backUp(ha, dir);
    return result;
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

/** A base backup of the last primary, taken through HAProxy once the load is over. */
function backUp(ha, dir) {
  const secrets = JSON.parse(readFileSync(join(dir, 'ha', 'secrets.json'), 'utf8'));
  ownedFolder(join(dir, 'backup'));
  const server = ['-h', '127.0.0.1', '-p', String(ha.ports.write), '-U', 'replicator'];
  process.env.PGPASSWORD = secrets.replication;
  try {
    pgRun('pg_basebackup', [...server, '-D', join(dir, 'backup'), '-c', 'fast']);
  } finally {
    delete process.env.PGPASSWORD;
  }
}

/**
 * The backup opened as a server of its own (commits no longer wait for a standby), and the API
 * started on it runs the ledger invariants there.
 */
async function invariantsOnBackup(dir, haEnv) {
  const port = HA_PORT + 60;
  const backup = join(dir, 'backup');
  const log = join(ownedFolder(join(dir, 'backup-logs')), 'backup.log');
  pgRun('pg_ctl', [
    '-D',
    backup,
    '-l',
    log,
    '-o',
    `-p ${port} -c synchronous_commit=local`,
    '-w',
    'start',
  ]);
  const onBackup = (url) => Object.assign(new URL(url), { port: String(port) }).toString();
  process.env.DATABASE_URL = onBackup(haEnv.DATABASE_URL);
  try {
    const api = await startBenchApi(PORT + 10, 'vaultline', join(dir, 'api-on-backup'), {
      DATABASE_APP_URL: onBackup(haEnv.DATABASE_APP_URL),
    });
    try {
      return (
        await request(PORT + 10, false, 'GET', '/api/platform/invariants', undefined, {
          authorization: `Bearer ${api.tokens.ops}`,
        })
      ).body;
    } finally {
      await api.stop();
    }
  } finally {
    stopServer(backup, 'fast');
  }
}

async function loadWithFaults({ ha, cluster, proxy, mail, opsToken }) {
  const fixture = await setUp(ha, cluster, mail);
  const accountIds = fixture.all.map((account) => account.id);
  const before = await moneyHeld(ha.env.DATABASE_URL, accountIds);
  const startedAt = Date.now();
  console.log(`${TRANSFERS} transfers from ${CLIENTS} clients through nginx; faults:`);
  const load = startTransferLoad({ port: PORT, fixture, clients: CLIENTS, total: TRANSFERS });
  let done = false;
  const faults = injectFaults({ ha, cluster, proxy, startedAt, isDone: () => done });
  await load.done;
  done = true;
  await faults;
  const loadMs = Date.now() - startedAt;
  const userIds = fixture.users.map((user) => user.id);
  const countTransfers = transferCounter(ha.env.DATABASE_URL);
  const check = await checkTransfers({
    port: PORT,
    outcomes: load.outcomes,
    countTransfers,
    userIds,
  });
  const after = await moneyHeld(ha.env.DATABASE_URL, accountIds);
  const invariants = (
    await request(PORT, false, 'GET', '/api/platform/invariants', undefined, {
      authorization: `Bearer ${opsToken}`,
    })
  ).body;
  return {
    check,
    loadMs,
    conserved: before === after,
    invariants,
    outcomes: load.outcomes,
    haEnv: ha.env,
  };
}

function report({ check, loadMs, conserved, invariants, outcomes, backupInvariants }) {
  const refusals = new Map();
  for (const outcome of outcomes.values())
    if (outcome.status !== 201)
      refusals.set(
        `${outcome.status} ${outcome.code}`,
        (refusals.get(`${outcome.status} ${outcome.code}`) ?? 0) + 1,
      );
  console.log(`
Sent ${check.sent} transfers in ${(loadMs / 1000).toFixed(0)} s (${Math.round(check.sent / (loadMs / 1000))}/s)
Acknowledged: ${check.acknowledged}; refused: ${check.refused} ${JSON.stringify(Object.fromEntries(refusals))}
Indeterminate at the end of the load: ${check.indeterminate}, resolved by sending the key again: ${check.resolved}
Lost (acknowledged, not there): ${check.lost}
Duplicated (written more than once): ${check.duplicated}
Keys that answered differently when asked again: ${check.changedAnswers}
Money the customers hold together: ${conserved ? 'conserved' : 'CHANGED'}
Ledger invariants on the last primary: ${invariants.ok ? 'green' : 'RED'}
Ledger invariants on a base backup of it, opened as a server of its own: ${backupInvariants.ok ? 'green' : 'RED'}`);
  return (
    check.lost === 0 &&
    check.duplicated === 0 &&
    check.changedAnswers === 0 &&
    check.indeterminate === check.resolved &&
    refusals.size === 0 &&
    conserved &&
    invariants.ok === true &&
    backupInvariants.ok === true
  );
}

async function main() {
  requireSupportedNode();
  buildApi();
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-jepsen-'));
  chmodSync(dir, 0o755);
  console.log(`Jepsen-style drill in ${dir}`);
  try {
    const result = await run(dir);
    const backupInvariants = await invariantsOnBackup(dir, result.haEnv);
    if (!report({ ...result, backupInvariants })) process.exitCode = 1;
  } finally {
    if (process.env.DRILL_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
