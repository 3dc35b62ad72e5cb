import type { EntityManager } from 'typeorm';

/**
 * What a job does once its transaction has committed (sending a mail: never inside a
 * transaction, which on the embedded database holds the only session). If it throws, the job
 * is tried again later, handler and all.
 */
export type AfterCommit = () => Promise<void>;

/**
 * A job's work, inside the transaction that marks it done. A handler that returns an
 * AfterCommit step has its writes committed first; the job is done only when that step succeeds.
 */
export type JobHandler = (
  tx: EntityManager,
  payload: Record<string, unknown>,
) => Promise<void | AfterCommit>;

export interface JobKindOptions {
  /** Tries before the job is given up as failed (default 5: about 30 s of retries). */
  attemptsMax?: number;
  /**
   * For a kind whose jobs can be done as one: the payload that does the work of several. Jobs of
   * the kind claimed together then run once, in one transaction, and are marked done together; if
   * that fails, each runs again on its own, so one bad job holds up only itself. Only for a kind
   * whose handler does all its work in the transaction (no AfterCommit step).
   */
  merge?: (payloads: Record<string, unknown>[]) => Record<string, unknown>;
}

export interface RegisteredKind {
  handler: JobHandler;
  attemptsMax: number;
  merge?: JobKindOptions['merge'];
}

export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  /** How long past due the job was when claimed. */
  lag_s: number;
}
