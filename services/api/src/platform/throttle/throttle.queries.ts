import type { Queryable } from '../database/sql';
import { sqlRows, sqlRun } from '../database/sql';
import type { ThrottlePolicy } from './throttle.types';

// The SQL of the throttles (throttles): claim an attempt, read the wait, give a claim back.

export interface ClaimedRow {
  consecutive: number;
  window_count: number;
}

/**
 * Claims one attempt (counted as a failure) in one atomic statement; no row when the key refuses
 * attempts now (blocked, or its window is spent).
 */
export function claimAttempt(
  db: Queryable,
  key: string,
  policy: ThrottlePolicy,
): Promise<ClaimedRow[]> {
  return sqlRows<ClaimedRow>(
    db,
    `INSERT INTO throttles AS t (key, consecutive, window_started_at, window_count, blocked_until)
       VALUES ($1, 1, now(), 1, CASE WHEN 1 >= $4 THEN now() + $5 * interval '1 millisecond' END)
       ON CONFLICT (key) DO UPDATE SET
         window_started_at = CASE WHEN t.window_started_at <= now() - $2 * interval '1 millisecond' THEN now() ELSE t.window_started_at END,
         window_count = CASE WHEN t.window_started_at <= now() - $2 * interval '1 millisecond' THEN 1 ELSE t.window_count + 1 END,
         consecutive = t.consecutive + 1,
         blocked_until = CASE WHEN t.consecutive + 1 >= $4
           THEN now() + LEAST($6, $5 * power(2, t.consecutive + 1 - $4)) * interval '1 millisecond' END
       WHERE (t.blocked_until IS NULL OR t.blocked_until <= now())
         AND (t.window_started_at <= now() - $2 * interval '1 millisecond' OR t.window_count < $3)
       RETURNING t.consecutive, t.window_count`,
    [
      key,
      policy.windowMs,
      policy.maxPerWindow,
      policy.consecutiveLimit,
      policy.baseDelayMs,
      policy.maxDelayMs,
    ],
  );
}

/** The seconds the key still waits, as the database computes them; no row for a key never claimed. */
export async function readWait(
  db: Queryable,
  key: string,
  policy: ThrottlePolicy,
): Promise<{ wait_s: string | number } | undefined> {
  const [row] = await sqlRows<{ wait_s: string | number }>(
    db,
    `SELECT GREATEST(
         COALESCE(EXTRACT(EPOCH FROM blocked_until - now()), 0),
         CASE WHEN window_count >= $2 THEN EXTRACT(EPOCH FROM window_started_at + $3 * interval '1 millisecond' - now()) ELSE 0 END
       ) AS wait_s FROM throttles WHERE key = $1`,
    [key, policy.maxPerWindow, policy.windowMs],
  );
  return row;
}

/** A success: the claim is taken back and the failure streak ends. */
export async function resetStreak(db: Queryable, key: string): Promise<void> {
  await sqlRun(
    db,
    'UPDATE throttles SET consecutive = 0, blocked_until = NULL, window_count = GREATEST(window_count - 1, 0) WHERE key = $1',
    [key],
  );
}

/** Takes one claim back (its attempt was never evaluated). */
export async function giveClaimBack(
  db: Queryable,
  key: string,
  policy: ThrottlePolicy,
): Promise<void> {
  await sqlRun(
    db,
    `UPDATE throttles SET
         consecutive = GREATEST(consecutive - 1, 0),
         window_count = GREATEST(window_count - 1, 0),
         blocked_until = CASE WHEN consecutive - 1 >= $2 THEN blocked_until END
       WHERE key = $1`,
    [key, policy.consecutiveLimit],
  );
}

/** The key's consecutive failures now; no row for a key never claimed. */
export async function readConsecutive(
  db: Queryable,
  key: string,
): Promise<{ consecutive: number } | undefined> {
  const sql = 'SELECT consecutive FROM throttles WHERE key = $1';
  const [row] = await sqlRows<{ consecutive: number }>(db, sql, [key]);
  return row;
}

/** Counters with no attempt since `idleSince` and no wait ending later (RETENTION_DAYS); how many. */
export async function deleteIdle(db: Queryable, idleSince: Date, batch: number): Promise<number> {
  const deleted = await sqlRows<{ deleted: number }>(
    db,
    `DELETE FROM throttles WHERE key IN (SELECT key FROM throttles
       WHERE window_started_at < $1 AND (blocked_until IS NULL OR blocked_until < $1)
       LIMIT ${batch}) RETURNING 1 AS deleted`,
    [idleSince],
  );
  return deleted.length;
}
