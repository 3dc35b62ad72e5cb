// What bench:transfers' unpinned and pinned phases share: the load of API transfers, what
// PostgreSQL did meanwhile, and the jobs queue as the database holds it.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { databaseUrl, percentile } from './bench-support.mjs';
import { BENCH_PIN } from './bench-customers.mjs';
import { HttpConnection } from './http-connection.mjs';

/**
 * `clients` workers, each one customer on its own connection sending $0.01–$1.00 from its accounts
 * to random accounts, for `seconds` after a warm-up of `warmupMs`. The JSON text is built directly,
 * to keep the load generator light. `loadS` is how long the load ran in all, warm-up included.
 * @param {{ users: any[], all: any[] }} fixture
 * @param {number} clients
 * @param {number[]} ports
 * @param {{ seconds: number, warmupMs: number }} timing
 */
export async function runApi({ users, all }, clients, ports, { seconds, warmupMs }) {
  let measuring = false;
  let stop = false;
  const latencies = [];
  const failures = {};
  async function worker(user, index) {
    const connection = new HttpConnection(ports[index % ports.length]);
    const headers = { authorization: user.auth.authorization, 'idempotency-key': '' };
    while (!stop) {
      const from = user.accounts[Math.floor(Math.random() * user.accounts.length)];
      let to = all[Math.floor(Math.random() * all.length)];
      if (to.id === from.id) to = all[(all.indexOf(to) + 1) % all.length];
      const body = `{"fromAccountId":"${from.id}","recipient":{"accountType":"checking","accountNumber":"${to.number}","routingNumber":"123456780","name":"bench payee"},"amountMinor":${1 + Math.floor(Math.random() * 100)},"timing":{"type":"immediate"},"pin":"${BENCH_PIN}"}`;
      const started = performance.now();
      headers['idempotency-key'] = randomUUID();
      const response = await connection.request('POST', '/api/transfers', headers, body);
      if (!measuring) continue;
      if (response.status === 201 && response.body.outcome === 'completed')
        latencies.push(performance.now() - started);
      else
        failures[response.body?.code ?? response.status] =
          (failures[response.body?.code ?? response.status] ?? 0) + 1;
    }
    connection.close();
  }
  const loadStarted = performance.now();
  const workers = users.slice(0, clients).map(worker);
  await new Promise((done) => setTimeout(done, warmupMs));
  measuring = true;
  const started = performance.now();
  await new Promise((done) => setTimeout(done, seconds * 1000));
  measuring = false;
  const elapsedS = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(workers);
  latencies.sort((a, b) => a - b);
  return {
    tps: latencies.length / elapsedS,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
    loadS: (performance.now() - loadStarted) / 1000,
  };
}

/**
 * What PostgreSQL has done so far for one database: its commits and the rows it wrote, the cluster's
 * WAL (the runs take turns, so a run's WAL is its own) and, for the API's database, its transfers.
 * Read a second and a half after the work stops: a session publishes its counts within a second.
 * @param {string} database
 * @param {boolean} countTransfers
 */
export async function pgWork(database, countTransfers) {
  await new Promise((done) => setTimeout(done, 1500));
  const db = new pg.Client({ connectionString: databaseUrl(database) });
  await db.connect();
  try {
    const [stats] =
      /** @type {import('pg').QueryResult<{ commits: number, rows: number, wal: number, fpi: number }>} */ (
        await db.query(
          `SELECT xact_commit::float8 AS commits, (tup_inserted + tup_updated + tup_deleted)::float8 AS rows,
                (SELECT wal_bytes FROM pg_stat_wal)::float8 AS wal,
                (SELECT wal_fpi FROM pg_stat_wal)::float8 AS fpi
         FROM pg_stat_database WHERE datname = current_database()`,
        )
      ).rows;
    const transfers = countTransfers
      ? Number((await db.query('SELECT count(*)::float8 AS n FROM transfers')).rows[0].n)
      : 0;
    return { ...stats, transfers };
  } finally {
    await db.end();
  }
}

/**
 * The jobs queue on the API's database (`db`, a pg client on it): `due`, the jobs due and not done
 * (the vaultline_jobs_due metric's figure, read through its index), and with `whole`, `all` the
 * jobs ever queued and `done` those done (a scan of the table: for a phase's ends only).
 * @param {import('pg').Client} db
 */
export async function jobsQueue(db, whole = false) {
  const due = await db.query(
    "SELECT count(*)::int AS n FROM jobs WHERE status IN ('queued', 'running') AND run_at <= now()",
  );
  if (!whole) return { due: due.rows[0].n, all: NaN, done: NaN };
  const counts = await db.query(
    "SELECT count(*)::int AS all, (count(*) FILTER (WHERE status = 'done'))::int AS done FROM jobs",
  );
  return { due: due.rows[0].n, all: counts.rows[0].all, done: counts.rows[0].done };
}
