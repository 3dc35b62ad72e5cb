#!/usr/bin/env node
// npm run bench:statements — what a customer's statement PDFs cost everyone else. On the built API
// (one process, its own database on the server of DATABASE_URL), a customer downloads BENCH_PDFS
// kept statements (default 4) of BENCH_LINES lines each (default 20,000, the most one may hold) at
// once, while a load balancer's probe asks GET /api/health/live every 20 ms. Prints the probes'
// p50/p99/slowest, timed from when each probe was due (a blocked event loop delays the timer that
// sends it as well as the answer), and how long the PDFs took. The statements render in worker
// threads (statement-render.service.ts): the probe should stay under 50 ms (issue 36).
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:statements
import { hash } from '@node-rs/argon2';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  admin,
  buildApi,
  databaseUrl,
  percentile,
  request,
  requireDatabaseUrl,
  signInWithMailedCode,
  startBenchApi,
} from './bench-support.mjs';

const PDFS = Number(process.env.BENCH_PDFS ?? 4);
const LINES = Number(process.env.BENCH_LINES ?? 20_000);
const PORT = Number(process.env.BENCH_PORT ?? 4342);
const PASSWORD = 'bench passphrase that is long enough';
const EMAIL = 'statements.bench@example.com';
const PROBE_EVERY_MS = 20;

/**
 * A month's statement of `LINES` card payments in, keys in sorted order at every level, so that its
 * JSON text is the canonical form the API fingerprints (sha256) and checks before it renders.
 */
function monthStatement(account, month) {
  const start = Date.parse(`${month}-01T00:00:00Z`);
  const lines = Array.from({ length: LINES }, (_line, index) => ({
    amountMinor: 100,
    balanceMinor: (index + 1) * 100,
    description: `Card payment — Corner shop, receipt ${index + 1}`,
    postedAt: new Date(start + index * 60_000).toISOString(),
  }));
  return {
    accountName: 'Everyday',
    accountNumber: account.number,
    closingBalanceMinor: LINES * 100,
    holderName: 'Bench Statements',
    lineCount: LINES,
    lines,
    moneyInMinor: LINES * 100,
    moneyOutMinor: 0,
    openingBalanceMinor: 0,
    periodEnd: `${month}-28`,
    periodStart: `${month}-01`,
    routingNumber: '123456780',
  };
}

/** The customer (able to sign in), its account opened through the API, and its kept statements. */
async function setUp(db, portal) {
  await db.query(
    `INSERT INTO users (email, first_name, last_name, password_hash, email_verified_at)
     VALUES ($1, 'Bench', 'Statements', $2, now())`,
    [EMAIL, await hash(PASSWORD)],
  );
  const call = (method, path, body, headers) => request(PORT, false, method, path, body, headers);
  const session = await signInWithMailedCode(call, portal.mail, EMAIL, PASSWORD);
  const auth = { authorization: `Bearer ${session.accessToken}` };
  const account = (
    await call('POST', '/api/accounts', { type: 'checking', name: 'Everyday' }, auth)
  ).body;
  const ids = [];
  for (let i = 0; i < PDFS; i += 1) {
    const statement = monthStatement(
      account,
      `20${10 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
    );
    const text = JSON.stringify(statement);
    const { rows } = await db.query(
      `INSERT INTO statements (account_id, user_id, period_start, period_end, opening_balance_minor,
         closing_balance_minor, money_in_minor, money_out_minor, line_count, content, sha256)
       VALUES ($1, $2, $3, $4, 0, $5, $5, 0, $6, $7::jsonb, $8) RETURNING id`,
      [
        account.id,
        session.user.id,
        statement.periodStart,
        statement.periodEnd,
        statement.closingBalanceMinor,
        LINES,
        text,
        createHash('sha256').update(text).digest('hex'),
      ],
    );
    ids.push(rows[0].id);
  }
  return { auth, base: `/api/accounts/${account.id}/statements`, ids };
}

/** One statement file, as bytes; throws unless it is a 200. */
function download(path, auth) {
  return fetch(`http://127.0.0.1:${PORT}${path}`, { headers: auth }).then(async (response) => {
    if (response.status !== 200)
      throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return Buffer.from(await response.arrayBuffer());
  });
}

/** Probes /api/health/live every PROBE_EVERY_MS until `done` settles: each probe's delay in ms. */
async function probeUntil(done) {
  let running = true;
  done.then(
    () => (running = false),
    () => (running = false),
  );
  const delays = [];
  while (running) {
    const due = performance.now() + PROBE_EVERY_MS;
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    const probe = await fetch(`http://127.0.0.1:${PORT}/api/health/live`);
    if (probe.status !== 200) throw new Error(`health/live answered ${probe.status}`);
    delays.push(performance.now() - due);
  }
  return delays.sort((a, b) => a - b);
}

async function bench(db, portal) {
  const { auth, base, ids } = await setUp(db, portal);
  await download(`${base}/${ids[0]}?format=csv`, auth); // a warm API; the workers start per PDF
  const started = performance.now();
  const renders = Promise.all(ids.map((id) => download(`${base}/${id}?format=pdf`, auth)));
  const delays = await probeUntil(renders);
  const pdfs = await renders;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const sizes = pdfs.map((pdf) => `${(pdf.length / 1e6).toFixed(1)} MB`).join(', ');
  console.log(
    `${PDFS} PDFs of ${LINES.toLocaleString('en-US')} lines at once: ${seconds} s (${sizes})`,
  );
  console.log(
    `GET /api/health/live meanwhile, every ${PROBE_EVERY_MS} ms: ${delays.length} probes, ` +
      `p50 ${percentile(delays, 50).toFixed(1)} ms, p99 ${percentile(delays, 99).toFixed(1)} ms, ` +
      `slowest ${delays.at(-1)?.toFixed(1)} ms`,
  );
}

async function main() {
  requireDatabaseUrl();
  const name = `vaultline_bench_statements_${Date.now()}_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  const dir = mkdtempSync(join(tmpdir(), 'vaultline-bench-'));
  let portal;
  const db = new pg.Client({ connectionString: databaseUrl(name) });
  try {
    buildApi();
    portal = await startBenchApi(PORT, name, dir); // migrates the empty database first
    await db.connect();
    await bench(db, portal);
  } finally {
    await db.end().catch(() => undefined);
    await portal?.stop();
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error.message ?? error);
  process.exit(1);
});
