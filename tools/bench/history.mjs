#!/usr/bin/env node
// npm run bench:history — the history API at scale, on the PostgreSQL of DATABASE_URL: builds (set
// based) BENCH_POSTINGS postings (default 10,000,000) across BENCH_ACCOUNTS accounts (default
// 100,000), one hot account with BENCH_HOT lines (default 1,000,000), signs its customer in and asks
// GET /api/transactions at BENCH_CLIENTS clients (default 16) for BENCH_SECONDS each (default 10):
// first page, a page 10,000 lines deep by cursor, a search for a common word, for one reference and
// for the first 10,000 lines' references in turn (each asked once, as a customer pastes it: alone
// when it mixes letters and digits, else after "Ref"; both are matched by the start of the
// reference, migration 0032, and each search query says how its answers searched), a type filter,
// and the largest amounts first. Prints p50/p95/p99 and the CPU per request
// (cpu-use.mjs) of each query, and the API's RSS before and after; checks the ledger invariants on
// the built data.
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:history
// BENCH_KEEP_DB=name builds into that database once and reuses it on later runs (drop it yourself).
// BENCH_ROUNDS=n runs the queries n times on the same API process, its RSS after each round.
import { hash } from '@node-rs/argon2';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  admin,
  buildApi,
  databaseTransport,
  databaseUrl,
  percentile,
  request,
  requireDatabaseUrl,
  signInWithMailedCode,
  startBenchApi,
} from './bench-support.mjs';
import { HttpConnection } from './http-connection.mjs';
import { buildHistory } from './history-data.mjs';
import { cpuPer, cpuReading } from './cpu-use.mjs';

const SIZE = {
  postings: Number(process.env.BENCH_POSTINGS ?? 10_000_000),
  accounts: Number(process.env.BENCH_ACCOUNTS ?? 100_000),
  hot: Number(process.env.BENCH_HOT ?? 1_000_000),
};
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 16);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const DEEP = Math.min(10_000, Math.floor(SIZE.hot / 2));
const PORT = Number(process.env.BENCH_PORT ?? 4341);
const PASSWORD = 'bench passphrase that is long enough';
const HOT_EMAIL = 'history.hot@example.com';
const count = (value) => value.toLocaleString('en-US');

/** The hot customer (able to sign in) with four accounts; the first gets the hot history. */
async function createHotCustomer(db) {
  const [{ id }] = /** @type {import('pg').QueryResult<{ id: string }>} */ (
    await db.query(
      `INSERT INTO users (email, first_name, last_name, password_hash, email_verified_at)
       VALUES ($1, 'Hot', 'Account', $2, now()) RETURNING id`,
      [HOT_EMAIL, await hash(PASSWORD)],
    )
  ).rows;
  await db.query(
    `INSERT INTO ledger_accounts (kind, owner_id, type, name, number, opened_at)
     SELECT 'customer', $1, 'checking', 'Hot ' || k, '79' || lpad(k::text, 10, '0'),
            now() - interval '5 years' + k * interval '1 day'
     FROM generate_series(1, 4) k`,
    [id],
  );
  return id;
}

/** Builds the data unless BENCH_KEEP_DB names a database that already has it. */
async function ensureData(name) {
  const exists = (await admin(`SELECT 1 FROM pg_database WHERE datname = '${name}'`)).rowCount;
  if (!exists) await admin(`CREATE DATABASE ${name}`);
  return Boolean(exists);
}

async function fill(name) {
  const db = new pg.Client({ connectionString: databaseUrl(name) });
  await db.connect();
  try {
    if ((await db.query('SELECT 1 FROM users WHERE email = $1', [HOT_EMAIL])).rowCount) return;
    console.log(
      `Building ${count(SIZE.postings)} postings across ${count(SIZE.accounts)} accounts ` +
        `(hot account: ${count(SIZE.hot)} lines)...`,
    );
    const started = Date.now();
    const hotUserId = await createHotCustomer(db);
    const steps = await buildHistory(db, { ...SIZE, hotUserId });
    const [{ postings }] = /** @type {import('pg').QueryResult<{ postings: number }>} */ (
      await db.query('SELECT count(*)::int AS postings FROM postings')
    ).rows;
    console.log(
      `built in ${((Date.now() - started) / 1000).toFixed(0)} s (${steps.join(', ')}): ` +
        `${count(postings)} postings`,
    );
  } finally {
    await db.end();
  }
}

/**
 * A bench reference (8 hex digits) as a customer pastes it: alone when it mixes letters and digits,
 * else with the "Ref" printed before it (8 digits alone are searched as text, not as a reference).
 */
const pasted = (ref) => (/[A-Z]/.test(ref) && /\d/.test(ref) ? ref : `Ref ${ref}`);

/** Each query to measure, as a path; the deep page's cursor is found by paging there first. */
async function queries(auth) {
  const first = await request(PORT, false, 'GET', '/api/transactions?limit=1', undefined, auth);
  const refOf = (item) => /Ref (\w+)/.exec(item.description)?.[1];
  const ref = pasted(refOf(first.body.items[0]));
  const refs = [];
  let cursor = null;
  for (let seen = 0; seen < DEEP; seen += 100) {
    const page = await request(
      PORT,
      false,
      'GET',
      `/api/transactions?limit=100${cursor ? `&cursor=${cursor}` : ''}`,
      undefined,
      auth,
    );
    refs.push(...page.body.items.map(refOf).filter(Boolean).map(pasted));
    cursor = page.body.nextCursor;
  }
  let nextRef = 0;
  return [
    ['first page', '/api/transactions?limit=20'],
    [
      `${DEEP.toLocaleString('en-US')} lines deep (cursor)`,
      `/api/transactions?limit=20&cursor=${cursor}`,
    ],
    ['search "dinner"', '/api/transactions?limit=20&search=dinner'],
    [`search "${ref}" (one line)`, `/api/transactions?limit=20&search=${encodeURIComponent(ref)}`],
    // Each request a reference not asked before (while the list lasts): no answer kept from before.
    [
      `search ${refs.length.toLocaleString('en-US')} references in turn`,
      () =>
        `/api/transactions?limit=20&search=${encodeURIComponent(refs[nextRef++ % refs.length])}`,
    ],
    ['type: credit', '/api/transactions?limit=20&type=credit'],
    ['type: debit', '/api/transactions?limit=20&type=debit'],
    ['largest amounts first', '/api/transactions?limit=20&sort=amount&order=desc'],
  ];
}

/**
 * `CLIENTS` connections asking `path` (or what `path()` answers, each request) for SECONDS after a
 * 1 s warm-up; latencies of 200s, and where the measured seconds' CPU went per request. Client i
 * talks to the API process i % n.
 */
async function measure(path, headers, portal) {
  let measuring = false;
  let stop = false;
  const latencies = [];
  const searchedAs = new Map();
  let failures = 0;
  async function client(_, i) {
    const connection = new HttpConnection(portal.ports[i % portal.ports.length]);
    while (!stop) {
      const started = performance.now();
      const asked = typeof path === 'function' ? path() : path;
      const response = await connection.request('GET', asked, headers, '');
      if (!measuring) continue;
      if (response.status !== 200) {
        failures += 1;
        continue;
      }
      latencies.push(performance.now() - started);
      const how = response.body?.searchedAs ?? 'no search';
      searchedAs.set(how, (searchedAs.get(how) ?? 0) + 1);
    }
    connection.close();
  }
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((done) => setTimeout(done, 1000));
  const cpuBefore = cpuReading(portal.pids);
  measuring = true;
  await new Promise((done) => setTimeout(done, SECONDS * 1000));
  measuring = false;
  const cpu = cpuPer(cpuBefore, cpuReading(portal.pids), latencies.length + failures, 'request');
  stop = true;
  await Promise.all(clients);
  latencies.sort((a, b) => a - b);
  return { latencies, failures, cpu, searchedAs };
}

/** How a query's answers say they searched ("reference_prefix 100 %"), or '' without a search. */
function searchedAsWords(searchedAs, answered) {
  if (searchedAs.has('no search')) return '';
  const shares = [...searchedAs].map(
    ([how, n]) => `${how} ${((100 * n) / answered).toFixed(n === answered ? 0 : 1)} %`,
  );
  return `  searched as: ${shares.join(', ')}`;
}

/** The API processes' resident memory, in MB, each. */
const rssMb = (pids) =>
  pids
    .map((pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]))
    .map((kb) => (kb / 1024).toFixed(0))
    .join(' + ');

/** One round: every query of the list for SECONDS at CLIENTS clients; answers the worst p95. */
async function benchRound(list, auth, portal) {
  let worstP95 = 0;
  for (const [name, path] of list) {
    const { latencies, failures, cpu, searchedAs } = await measure(path, auth, portal);
    const p95 = latencies.length ? percentile(latencies, 95) : Infinity;
    worstP95 = Math.max(worstP95, p95);
    if (!latencies.length) {
      console.log(`${name.padEnd(34)} no answer within ${SECONDS + 1} s`);
      continue;
    }
    console.log(
      `${name.padEnd(34)} ${String(Math.round(latencies.length / SECONDS)).padStart(5)} req/s  ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms  ` +
        `p95 ${p95.toFixed(1)} ms  p99 ${percentile(latencies, 99).toFixed(1)} ms` +
        (failures ? `  (${failures} failed)` : '') +
        searchedAsWords(searchedAs, latencies.length),
    );
    console.log(`   ${cpu}`);
  }
  return worstP95;
}

/**
 * BENCH_ROUNDS rounds (default 1) on one API process, with its RSS after each: memory that keeps
 * growing from round to round is a leak; memory that grows in the first round only is the heap
 * sizing itself to the load.
 */
async function benchQueries(portal) {
  const call = (method, path, body) => request(PORT, false, method, path, body);
  const signIn = await signInWithMailedCode(call, portal.mail, HOT_EMAIL, PASSWORD);
  const auth = { authorization: `Bearer ${signIn.accessToken}` };
  const list = await queries(auth);
  console.log(
    `API RSS before: ${rssMb(portal.pids)} MB; ${CLIENTS} clients on ` +
      `${portal.pids.length} API process(es), ${SECONDS} s each; ${databaseTransport()}`,
  );
  for (let round = 1; round <= ROUNDS; round += 1) {
    if (ROUNDS > 1) console.log(`round ${round} of ${ROUNDS}`);
    const worstP95 = await benchRound(list, auth, portal);
    console.log(`API RSS after: ${rssMb(portal.pids)} MB; worst p95 ${worstP95.toFixed(1)} ms`);
  }
}

async function checkInvariants(portal) {
  const invariants = await request(PORT, false, 'GET', '/api/platform/invariants', undefined, {
    authorization: `Bearer ${portal.tokens.ops}`,
  });
  console.log(
    `ledger invariants on the built data: ` +
      (invariants.body.ok ? 'green' : `RED ${JSON.stringify(invariants.body.checks)}`),
  );
  return invariants.body.ok === true;
}

async function main() {
  requireDatabaseUrl();
  const keep = process.env.BENCH_KEEP_DB;
  const name = keep ?? `vaultline_bench_history_${Date.now()}_${process.pid}`;
  const reused = await ensureData(name);
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-bench-'));
  let portal;
  try {
    buildApi();
    portal = await startBenchApi(PORT, name, dir); // migrates an empty database first
    await fill(name);
    await benchQueries(portal);
    if (!reused && !(await checkInvariants(portal))) process.exitCode = 1;
  } finally {
    await portal?.stop();
    if (!keep) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
