import type { User } from '../users/user.entity';
import { emailChangeHold } from './transfers.exception';

/**
 * How long after a change of the sign-in address (or a reset of the second factor by staff)
 * payments to new recipients, new payees and PIN resets wait: the old address can cancel the change
 * for as long (its notice carries the link), so whoever took the password and the address, or
 * talked staff into a reset, cannot also move the money out in that time.
 */
export const EMAIL_CHANGE_HOLD_MS = 24 * 60 * 60 * 1000;

type HeldUser = Pick<User, 'emailChangedAt' | 'secondFactorResetAt'>;

/** What started the hold: the later of an email change and a second-factor reset. */
function holdStart(user: HeldUser): { at: Date; cause: 'email' | 'second_factor' } | null {
  const email = user.emailChangedAt?.getTime() ?? -Infinity;
  const reset = user.secondFactorResetAt?.getTime() ?? -Infinity;
  if (email === -Infinity && reset === -Infinity) return null;
  return reset > email
    ? { at: new Date(reset), cause: 'second_factor' }
    : { at: new Date(email), cause: 'email' };
}

/** The end of the hold on the account, or null when there is none. */
export function emailChangeHoldUntil(user: HeldUser, now = Date.now()) {
  const start = holdStart(user);
  if (!start) return null;
  const until = new Date(start.at.getTime() + EMAIL_CHANGE_HOLD_MS);
  return until.getTime() > now ? until : null;
}

/** Errors: TRANSFERS_EMAIL_CHANGE_HOLD (`what` waits, in the customer's words). */
export function assertNoEmailChangeHold(user: HeldUser, what: string): void {
  const until = emailChangeHoldUntil(user);
  const cause = holdStart(user)?.cause ?? 'email';
  if (until) throw emailChangeHold(what, until, cause);
}
