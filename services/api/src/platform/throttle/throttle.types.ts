// The shape of a throttle's policy (the policies themselves: throttle.service.ts).

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
