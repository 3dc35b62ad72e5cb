import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { throttled } from '../auth/auth.exception';
import { MetricsService } from '../metrics/metrics.service';
import {
  claimAttempt,
  giveClaimBack,
  readConsecutive,
  readWait,
  resetStreak,
} from './throttle.queries';
import type { ThrottlePolicy } from './throttle.types';

export type { ThrottlePolicy } from './throttle.types';

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

/** Sign-ups per client address: each one costs an argon2 hash and a mail. */
export const REGISTRATIONS_PER_ADDRESS: ThrottlePolicy = {
  windowMs: HOUR_MS,
  maxPerWindow: 30,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/** Wrong email verification codes per email address (across its codes): 10 every 15 minutes. */
export const EMAIL_VERIFY_PER_ACCOUNT: ThrottlePolicy = {
  windowMs: 15 * MINUTE_MS,
  maxPerWindow: 10,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/** Wrong email verification codes per client address (across addresses): 100 an hour. */
export const EMAIL_VERIFY_PER_ADDRESS: ThrottlePolicy = {
  windowMs: HOUR_MS,
  maxPerWindow: 100,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/** Anonymous requests that send an email (verification codes, reset links), per client address: 30 an hour. */
export const MAIL_REQUESTS_PER_ADDRESS: ThrottlePolicy = {
  windowMs: HOUR_MS,
  maxPerWindow: 30,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/**
 * Lookups of recipients not known yet per customer (name checks, payees added, transfers to new
 * Vaultline recipients): each says whether a name matches a number, so they are counted: 30
 * every 15 minutes.
 */
export const RECIPIENT_CHECKS_PER_USER: ThrottlePolicy = {
  windowMs: 15 * MINUTE_MS,
  maxPerWindow: 30,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/**
 * Lookups of recipients not known yet from one client address (every customer signed in there):
 * enough for a family or an office, too few to list the bank's account holders.
 */
export const RECIPIENT_CHECKS_PER_ADDRESS: ThrottlePolicy = {
  windowMs: 15 * MINUTE_MS,
  maxPerWindow: 100,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/** Support requests per customer and per client address (each lands in a staff queue): 10 an hour. */
export const SUPPORT_REQUESTS: ThrottlePolicy = {
  windowMs: HOUR_MS,
  maxPerWindow: 10,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/** Messages in support conversations (customers' replies): a conversation, not a flood. */
export const SUPPORT_MESSAGES: ThrottlePolicy = {
  windowMs: HOUR_MS,
  maxPerWindow: 60,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/**
 * Wrong one-time codes per user and purpose, across all the codes they were sent (each code also
 * allows only 5 tries): the tenth in 24 hours blocks that purpose until the day is over.
 */
export const CODE_FAILURES: ThrottlePolicy = {
  windowMs: 24 * HOUR_MS,
  maxPerWindow: 10,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/**
 * Statement files per requester (a customer, or staff reading a customer's): each may be a
 * 20,000-line PDF, seconds of a render worker's time. 30 every 15 minutes: a year of month-end
 * statements in two formats, and some to spare.
 */
export const STATEMENT_RENDERS_PER_USER: ThrottlePolicy = {
  windowMs: 15 * MINUTE_MS,
  maxPerWindow: 30,
  consecutiveLimit: NEVER,
  baseDelayMs: 0,
  maxDelayMs: 0,
};

/**
 * `consecutive`: the key's consecutive count including this attempt; `windowCount`: the attempts
 * counted in the current window, this one included.
 */
export type ThrottleClaim =
  | { allowed: true; consecutive: number; windowCount: number }
  | { allowed: false; retryAfterS: number };

/** One counter to claim: a key and its policy. */
export interface ThrottleKey {
  key: string;
  policy: ThrottlePolicy;
}

/**
 * Counters in the database, so they hold across API processes and restarts. An attempt is
 * claimed (counted as a failure) before it is evaluated, in one atomic statement: under any
 * number of parallel attempts exactly as many get through as the policy allows. A success then
 * takes its claim back and resets the consecutive count.
 */
@Injectable()
export class ThrottleService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly metrics: MetricsService,
  ) {}

  async claim(key: string, policy: ThrottlePolicy): Promise<ThrottleClaim> {
    const rows = await claimAttempt(this.db, key, policy);
    const [row] = rows;
    if (row)
      return {
        allowed: true,
        consecutive: Number(row.consecutive),
        windowCount: Number(row.window_count),
      };
    this.metrics.throttleRefused(key);
    return { allowed: false, retryAfterS: Math.max(1, await this.blockedForS(key, policy)) };
  }

  /** How many more seconds the key refuses attempts (0: it takes them now). Reads through `db` inside a transaction. */
  async blockedForS(
    key: string,
    policy: ThrottlePolicy,
    db: EntityManager = this.db.manager,
  ): Promise<number> {
    const row = await readWait(db, key, policy);
    return Math.max(0, Math.ceil(Number(row?.wait_s ?? 0)));
  }

  /**
   * Claims every key in order and answers the first key's claim; if one refuses, the claims
   * already taken are given back and the refusal is answered (a refused attempt counts nowhere).
   */
  async claimAll(keys: readonly [ThrottleKey, ...ThrottleKey[]]): Promise<ThrottleClaim> {
    const claims: ThrottleClaim[] = [];
    for (const [index, { key, policy }] of keys.entries()) {
      const claim = await this.claim(key, policy);
      if (!claim.allowed) {
        for (const taken of keys.slice(0, index)) await this.release(taken.key, taken.policy);
        return claim;
      }
      claims.push(claim);
    }
    // `keys` has at least one entry (its type says so), so there is a first claim.
    return claims[0] as ThrottleClaim;
  }

  /** Claims every key (as claimAll) and refuses with AUTH_THROTTLED (429, with the wait) when one is spent. */
  async enforce(keys: readonly [ThrottleKey, ...ThrottleKey[]]): Promise<void> {
    const claim = await this.claimAll(keys);
    if (!claim.allowed) throw throttled(claim.retryAfterS);
  }

  /** The claimed attempt succeeded: it was not a failure, and the failure streak ends. */
  async succeed(key: string): Promise<void> {
    await resetStreak(this.db, key);
  }

  /** The claimed attempt was never evaluated (another throttle refused it): take the claim back. */
  async release(key: string, policy: ThrottlePolicy): Promise<void> {
    await giveClaimBack(this.db, key, policy);
  }

  /** How many consecutive failures a key has now (for lockout auditing and tests). */
  async consecutive(key: string): Promise<number> {
    const row = await readConsecutive(this.db, key);
    return row ? Number(row.consecutive) : 0;
  }
}
