/**
 * The SQLSTATEs Vaultline's own database functions raise (class VL, outside PostgreSQL's classes),
 * one name for each. The SQL files raise the codes; TypeScript reads them only through these names.
 */
export const SQL_STATE = {
  /** A broken invariant or a malformed call (unbalanced entry, missing key, batch too large): a bug. */
  INVARIANT: 'VL001',
  /** An account of the entry is closed (detail: accountId). */
  ACCOUNT_INACTIVE: 'VL002',
  /** The source would go below what it may spend (detail: accountId, availableMinor). */
  INSUFFICIENT_FUNDS: 'VL003',
  /** Over the customer's daily limit (detail: dailyLimitMinor, remainingMinor). */
  DAILY_LIMIT: 'VL004',
  /** The PIN no longer holds under the lock (locked by wrong PINs meanwhile, or a new PIN). */
  PIN_NO_LONGER_VALID: 'VL005',
  /** Over what a new recipient may receive in its first window (detail: limitMinor, remainingMinor, endsAt). */
  NEW_RECIPIENT_WINDOW: 'VL006',
} as const;

export type SqlState = (typeof SQL_STATE)[keyof typeof SQL_STATE];
