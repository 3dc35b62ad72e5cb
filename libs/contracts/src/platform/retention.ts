/**
 * How long the bank keeps what stops being needed, in days: the purge jobs delete on these periods
 * and the privacy policy states them, from this one place.
 */
export const RETENTION_DAYS = {
  /** A session that ended (signed out, expired, revoked), with its refresh tokens. */
  endedSessions: 90,
  /** A one-time code or link, after it was used or expired. */
  spentCodes: 7,
  /** A counter of attempts (sign-in failures, codes sent) with no attempt for this long. */
  idleThrottles: 30,
  /** A file uploaded to a support conversation and never sent in a message. */
  unsentUploads: 1,
} as const;

/** How often the purge jobs run. */
export const RETENTION_PURGE_EVERY_MS = 6 * 60 * 60 * 1000;
