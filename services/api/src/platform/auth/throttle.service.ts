import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** How often something may happen per key before it waits. */
export interface ThrottlePolicy {
  windowMs: number;
  /** Attempts counted per window; beyond it the key waits for the window to end. */
  maxPerWindow: number;
  /** After this many consecutive failures, each attempt waits baseDelayMs, doubling up to maxDelayMs. */
  consecutiveLimit: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const NEVER = 2_147_483_647;

/** Sign-in per account: 5 consecutive failures → 30 s, 1, 2, 4, 8 min… capped at 15 min; at most 100 failures an hour. */
export const SIGN_IN_PER_ACCOUNT: ThrottlePolicy = {
  windowMs: HOUR_MS,
  maxPerWindow: 100,
  consecutiveLimit: 5,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE_MS,
};

/** Sign-in per client address (across accounts: credential stuffing): 20 consecutive failures → delays; 300 an hour. */
export const SIGN_IN_PER_ADDRESS: ThrottlePolicy = {
  windowMs: HOUR_MS,
  maxPerWindow: 300,
  consecutiveLimit: 20,
  baseDelayMs: 30_000,
  maxDelayMs: 15 * MINUTE_MS,
};

/** Emailed codes per address and purpose: the first send and 3 resends every 15 minutes. */
export const CODE_SENDS: ThrottlePolicy = {
  windowMs: 15 * MINUTE_MS,
  maxPerWindow: 4,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/** `consecutive`: the key's consecutive count including this attempt. */
export type ThrottleClaim = { allowed: true; consecutive: number } | { allowed: false; retryAfterS: number };

/**
 * Counters in the database, so they hold across API processes and restarts. An attempt is
 * claimed (counted as a failure) before it is evaluated, in one atomic statement: under any
 * number of parallel attempts exactly as many get through as the policy allows. A success then
 * takes its claim back and resets the consecutive count.
 */
@Injectable()
export class ThrottleService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async claim(key: string, policy: ThrottlePolicy): Promise<ThrottleClaim> {
    const rows: Array<{ consecutive: number }> = await this.db.query(
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
       RETURNING t.consecutive`,
      [key, policy.windowMs, policy.maxPerWindow, policy.consecutiveLimit, policy.baseDelayMs, policy.maxDelayMs],
    );
    if (rows.length > 0) return { allowed: true, consecutive: Number(rows[0].consecutive) };
    const [row] = await this.db.query(
      `SELECT GREATEST(
         COALESCE(EXTRACT(EPOCH FROM blocked_until - now()), 0),
         CASE WHEN window_count >= $2 THEN EXTRACT(EPOCH FROM window_started_at + $3 * interval '1 millisecond' - now()) ELSE 0 END
       ) AS wait_s FROM throttles WHERE key = $1`,
      [key, policy.maxPerWindow, policy.windowMs],
    );
    return { allowed: false, retryAfterS: Math.max(1, Math.ceil(Number(row?.wait_s ?? 1))) };
  }

  /** The claimed attempt succeeded: it was not a failure, and the failure streak ends. */
  async succeed(key: string): Promise<void> {
    await this.db.query(
      'UPDATE throttles SET consecutive = 0, blocked_until = NULL, window_count = GREATEST(window_count - 1, 0) WHERE key = $1',
      [key],
    );
  }

  /** The claimed attempt was never evaluated (another throttle refused it): take the claim back. */
  async release(key: string, policy: ThrottlePolicy): Promise<void> {
    await this.db.query(
      `UPDATE throttles SET
         consecutive = GREATEST(consecutive - 1, 0),
         window_count = GREATEST(window_count - 1, 0),
         blocked_until = CASE WHEN consecutive - 1 >= $2 THEN blocked_until END
       WHERE key = $1`,
      [key, policy.consecutiveLimit],
    );
  }

  /** How many consecutive failures a key has now (for lockout auditing and tests). */
  async consecutive(key: string): Promise<number> {
    const [row] = await this.db.query('SELECT consecutive FROM throttles WHERE key = $1', [key]);
    return row ? Number(row.consecutive) : 0;
  }
}
