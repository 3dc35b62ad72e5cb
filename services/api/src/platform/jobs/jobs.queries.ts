import type { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import type { Queryable } from '../database/sql';
import { sqlRows, sqlRun } from '../database/sql';
import type { JobRow } from './jobs.types';

// The SQL of the jobs queue (jobs): queue, claim with a lease, mark done, retry or fail.

/**
 * The statement that queues one job, due now, for a hot path that must queue it inside a statement
 * of its own (a data-modifying WITH) instead of in a round trip of its own. `kindParam` and
 * `payloadParam` are that statement's parameters (e.g. '$2', '$3'); a NULL payload queues nothing.
 */
export function enqueueSql(kindParam: string, payloadParam: string): string {
  if (!/^\$\d+$/.test(kindParam) || !/^\$\d+$/.test(payloadParam))
    throw new Error('enqueueSql: name parameters as $1, $2…');
  return `INSERT INTO jobs (kind, run_at, payload)
    SELECT ${kindParam}::text, now(), ${payloadParam}::jsonb WHERE ${payloadParam}::jsonb IS NOT NULL`;
}

/** Queues a job inside the caller's transaction. */
export async function insertJob(
  tx: Queryable,
  kind: string,
  runAt: Date,
  payload: Record<string, unknown>,
): Promise<void> {
  await sqlRun(tx, 'INSERT INTO jobs (kind, run_at, payload) VALUES ($1, $2, $3)', [
    kind,
    runAt,
    JSON.stringify(payload),
  ]);
}

/**
 * Whether a job of the kind is waiting, after taking the kind's advisory lock for the rest of the
 * transaction (processes queuing at once take turns).
 */
export async function lockAndFindQueued(tx: EntityManager, kind: string): Promise<boolean> {
  await sqlRun(tx, 'SELECT pg_advisory_xact_lock(hashtext($1))', [`jobs:${kind}`]);
  const waiting = await sqlRows<{ id: string }>(
    tx,
    "SELECT id FROM jobs WHERE kind = $1 AND status = 'queued' LIMIT 1",
    [kind],
  );
  return waiting.length > 0;
}

/** How many jobs of each kind are due and not done. */
export function countDueByKind(db: Queryable): Promise<{ kind: string; due: number }[]> {
  return sqlRows<{ kind: string; due: number }>(
    db,
    `SELECT kind, count(*)::int AS due FROM jobs
     WHERE status IN ('queued', 'running') AND run_at <= now() GROUP BY kind`,
  );
}

/** Claims up to `batch` due jobs (or jobs whose lease ran out) for `leaseMs`. */
export function claimJobs(db: Queryable, batch: number, leaseMs: number): Promise<JobRow[]> {
  return sqlRows<JobRow>(
    db,
    `UPDATE jobs SET status = 'running', locked_until = now() + $2 * interval '1 millisecond',
       attempts = attempts + 1, updated_at = now()
     WHERE id IN (
       SELECT id FROM jobs
       WHERE (status = 'queued' AND run_at <= now()) OR (status = 'running' AND locked_until < now())
       ORDER BY run_at LIMIT $1 FOR UPDATE SKIP LOCKED)
     RETURNING id, kind, payload, attempts, extract(epoch FROM now() - run_at)::float8 AS lag_s`,
    [batch, leaseMs],
  );
}

/**
 * Hands back claims whose run the database's loss cut short (a failover): queued again at once
 * instead of after their lease. Only this claim: a job done, retried or claimed again since is left.
 */
export async function releaseClaims(
  db: Queryable,
  claims: ReadonlyArray<Pick<JobRow, 'id' | 'attempts'>>,
): Promise<void> {
  await sqlRun(
    db,
    `UPDATE jobs j SET status = 'queued', run_at = now(), locked_until = NULL, updated_at = now()
       FROM unnest($1::bigint[], $2::int[]) AS c(id, attempts)
      WHERE j.id = c.id AND j.attempts = c.attempts AND j.status = 'running'`,
    [claims.map((claim) => claim.id), claims.map((claim) => claim.attempts)],
  );
}

export async function markJobsDone(db: Queryable, jobIds: string[]): Promise<void> {
  await sqlRun(
    db,
    "UPDATE jobs SET status = 'done', locked_until = NULL, updated_at = now() WHERE id = ANY($1::bigint[])",
    [jobIds],
  );
}

/** Another try after `retryMs`, or failed for good once `attemptsMax` tries were made. */
export async function scheduleRetry(
  db: Queryable,
  job: JobRow,
  attemptsMax: number,
  retryMs: number,
  message: string,
): Promise<void> {
  await sqlRun(
    db,
    `UPDATE jobs SET status = CASE WHEN attempts >= $2 THEN 'failed' ELSE 'queued' END,
       run_at = now() + $3 * interval '1 millisecond', last_error = $4, locked_until = NULL, updated_at = now()
     WHERE id = $1`,
    [job.id, attemptsMax, retryMs, message.slice(0, 500)],
  );
}

/** The PostgreSQL channel on which an instance that runs no jobs tells those that do to look now. */
const CHANNEL = 'vaultline_jobs';

/** Tells the runners listening on CHANNEL to look now. */
export async function notifyWake(db: Queryable): Promise<void> {
  await sqlRun(db, `SELECT pg_notify('${CHANNEL}', '')`);
}

/** Listens on CHANNEL on the listener's own connection. */
export async function listenForWake(client: Client): Promise<void> {
  // eslint-disable-next-line no-restricted-syntax -- the listener's own pg connection, not TypeORM's
  await client.query<Record<string, never>>(`LISTEN ${CHANNEL}`);
}
