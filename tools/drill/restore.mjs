#!/usr/bin/env node
// npm run drill:restore — a point-in-time restore rehearsed end to end on a throw-away PostgreSQL
// (the machine's own binaries, 127.0.0.1:DRILL_PORT): a primary with its WAL archived (archive_command,
// archive_timeout 10 s), the API writing transfers into it, a base backup (pg_basebackup), transfers,
// a chosen time, more transfers, then the primary lost (killed). The backup is restored twice into
// scratch servers: to the chosen time (every transfer acknowledged before it is there, none after)
// and to the end of the archive (what a loss costs: the acknowledged transfers whose WAL was not
// archived yet). The API then runs the ledger invariants on the restored database. Prints the
// figures (RTO, lost transfers) and exits 1 when a check fails.
// Options (environment): DRILL_TRANSFERS (per batch, default 200), DRILL_PORT (default 55432; the
// restores use the next two), DRILL_API_PORT (default 4380), DRILL_KEEP=1 keeps the folder.
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { requireSupportedNode } from '../lib/supported-node.mjs';
import { setUpCustomers } from '../bench/bench-customers.mjs';
import { buildApi, request, startBenchApi } from '../bench/bench-support.mjs';
import {
  baseBackup,
  initPrimary,
  ownedFolder,
  prepareRestore,
  startServer,
  stopServer,
} from './scratch-postgres.mjs';
import { transferRequest } from './transfer-load.mjs';

const TRANSFERS = Number(process.env.DRILL_TRANSFERS ?? 200);
const PORT = Number(process.env.DRILL_PORT ?? 55432);
const API_PORT = Number(process.env.DRILL_API_PORT ?? 4380);
const DATABASE = 'vaultline';

const serverUrl = (port, database = 'postgres') =>
  `postgres://postgres@127.0.0.1:${port}/${database}`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

async function withClient(port, work) {
  const client = new pg.Client({ connectionString: serverUrl(port, DATABASE) });
  // A server that goes away fails the query under way; the event alone must not end the drill.
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `count` transfers of 1–100 cents through the API, 4 at a time; answers the acknowledged ids. */
async function transfers(fixture, count) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const acknowledged = [];
  let next = 0;
  const worker = async (user) => {
    while (next < count) {
      next += 1;
      const { body } = transferRequest(fixture, user);
      const headers = { ...user.auth, 'idempotency-key': randomUUID() };
      const answer = await request(API_PORT, agent, 'POST', '/api/transfers', body, headers);
      if (answer.status === 201 && answer.body.outcome === 'completed')
        acknowledged.push(answer.body.transfer.id);
    }
  };
  await Promise.all(fixture.users.map(worker));
  agent.destroy();
  return acknowledged;
}

/** Forces the current WAL segment into the archive and waits until it is there. */
async function archiveNow(db) {
  const { rows } = await db.query('SELECT pg_walfile_name(pg_switch_wal()) AS segment');
  const segment = rows[0].segment;
  for (let tries = 0; tries < 300; tries += 1) {
    const archived = await db.query('SELECT last_archived_wal FROM pg_stat_archiver');
    if ((archived.rows[0].last_archived_wal ?? '') >= segment) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`WAL segment ${segment} was not archived within 30 s`);
}

/** The primary's life: customers, backup, batch A, the chosen time, archived, batch B, then lost. */
async function livePrimary(dir) {
  const api = await startBenchApi(API_PORT, DATABASE, join(dir, 'api'));
  try {
    return await withClient(PORT, async (db) => {
      const agent = new http.Agent({ keepAlive: true });
      const call = (method, path, body, headers) =>
        request(API_PORT, agent, method, path, body, headers);
      const fixture = await setUpCustomers(db, call, api.mail, { users: 4, accountsPerUser: 2 });
      agent.destroy();
      const backupStarted = Date.now();
      baseBackup(PORT, join(dir, 'backup'));
      const backupMs = Date.now() - backupStarted;
      const before = await transfers(fixture, TRANSFERS);
      await new Promise((done) => setTimeout(done, 1100));
      const { rows } = await db.query('SELECT now()::text AS at');
      await new Promise((done) => setTimeout(done, 1100));
      // Recovery stops at the first commit after the target: make sure one is archived.
      await db.query('SELECT txid_current()');
      await archiveNow(db);
      const afterStarted = Date.now();
      const after = await transfers(fixture, TRANSFERS);
      return { backupMs, before, after, afterMs: Date.now() - afterStarted, target: rows[0].at };
    });
  } finally {
    await api.stop();
  }
}

/** Restores the backup to `targetTime` (null: the archive's end) on `port`; answers how long it took. */
async function restore(dir, name, port, targetTime) {
  const started = Date.now();
  const restored = join(dir, name);
  prepareRestore({
    backup: join(dir, 'backup'),
    dir: restored,
    port,
    archive: join(dir, 'archive'),
    targetTime,
  });
  const log = join(dir, 'logs', `${name}.log`);
  startServer(restored, log);
  await withClient(port, async (db) => {
    for (;;) {
      const { rows } = await db.query('SELECT pg_is_in_recovery() AS recovering');
      if (!rows[0].recovering) return;
      await new Promise((done) => setTimeout(done, 100));
    }
  }).catch((error) => {
    throw new Error(
      `The restore to ${targetTime ?? 'the end'} failed (${error.message}): see ${log}`,
    );
  });
  return { dir: restored, ms: Date.now() - started };
}

/** Which of `ids` the database on `port` holds. */
function present(port, ids) {
  return withClient(port, async (db) => {
    const { rows } = await db.query('SELECT id FROM transfers WHERE id = ANY($1::uuid[])', [ids]);
    return rows.length;
  });
}

/** The API started on the restored database runs the ledger invariants there. */
async function invariantsOn(port, dir) {
  process.env.DATABASE_URL = serverUrl(port);
  const api = await startBenchApi(API_PORT, DATABASE, join(dir, `api-${port}`));
  try {
    const answer = await request(API_PORT, false, 'GET', '/api/platform/invariants', undefined, {
      authorization: `Bearer ${api.tokens.ops}`,
    });
    return answer.body;
  } finally {
    await api.stop();
  }
}

function report(primary, pointInTime, latest, checks) {
  console.log(`
Base backup (pg_basebackup -c fast, before the transfers): ${seconds(primary.backupMs)}
Acknowledged: ${primary.before.length} before the chosen time (${primary.target}), ${primary.after.length} after it
Restore to the chosen time: ${seconds(pointInTime.ms)} to open (RTO of the restore alone)
  before it: ${checks.beforeAtTarget}/${primary.before.length} there; after it: ${checks.afterAtTarget} there (0 expected)
  ledger invariants: ${checks.invariants.ok ? 'green' : 'RED'}
Restore to the archive's end (the primary lost without warning): ${seconds(latest.ms)} to open
  acknowledged and lost: ${primary.after.length - checks.afterAtEnd} of the ${primary.after.length} written in the ${seconds(primary.afterMs)} before the loss
  (RPO: the WAL not archived yet, up to archive_timeout = 10 s of commits; a synchronous standby takes it to 0)`);
  for (const check of checks.invariants.checks ?? [])
    if (!check.ok) console.log(`  RED ${check.name}: ${check.offenders.join(', ')}`);
}

async function drill(dir) {
  ownedFolder(join(dir, 'logs'));
  const sockets = join(dir, 'sockets');
  initPrimary({ dir: join(dir, 'primary'), port: PORT, archive: join(dir, 'archive'), sockets });
  startServer(join(dir, 'primary'), join(dir, 'logs', 'primary.log'));
  const admin = new pg.Client({ connectionString: serverUrl(PORT) });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  process.env.DATABASE_URL = serverUrl(PORT);
  const primary = await livePrimary(dir);
  stopServer(join(dir, 'primary'), 'immediate');
  const pointInTime = await restore(dir, 'restored-at-time', PORT + 1, primary.target);
  const latest = await restore(dir, 'restored-at-end', PORT + 2, null);
  const checks = {
    beforeAtTarget: await present(PORT + 1, primary.before),
    afterAtTarget: await present(PORT + 1, primary.after),
    afterAtEnd: await present(PORT + 2, primary.after),
    invariants: await invariantsOn(PORT + 1, dir),
  };
  stopServer(pointInTime.dir);
  stopServer(latest.dir);
  report(primary, pointInTime, latest, checks);
  return (
    checks.beforeAtTarget === primary.before.length &&
    checks.afterAtTarget === 0 &&
    checks.invariants.ok === true
  );
}

async function main() {
  requireSupportedNode();
  buildApi();
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-drill-'));
  // The servers run as the postgres user, which must reach the folders inside.
  chmodSync(dir, 0o755);
  console.log(`Restore drill in ${dir}`);
  try {
    if (!(await drill(dir))) process.exitCode = 1;
  } finally {
    for (const name of ['primary', 'restored-at-time', 'restored-at-end'])
      try {
        stopServer(join(dir, name), 'immediate');
      } catch {
        // not running
      }
    if (process.env.DRILL_KEEP !== '1') rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
