// The deposits module's jobs (run by the jobs runner, each in its own transaction).

/** Part of an approved check becomes available: { depositId, part: 'next_day' | 'rest' }. */
export const JOB_RELEASE = 'checks.release';
/** The paying bank sends a check back unpaid: { depositId, reason }. */
export const JOB_RETURN = 'checks.return';

export type ReleasePart = 'next_day' | 'rest';
