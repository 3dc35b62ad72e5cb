import type { User } from '../users/user.entity';
import { emailChangeHold } from './transfers.exception';

/**
 * How long after a change of the sign-in address payments to new recipients, new payees and PIN
 * resets wait: the old address can cancel the change for as long (its notice carries the link),
 * so whoever took the password and the address cannot also move the money out in that time.
 */
export const EMAIL_CHANGE_HOLD_MS = 24 * 60 * 60 * 1000;

/** The end of the hold an email change put on the account, or null when there is none. */
export function emailChangeHoldUntil(user: Pick<User, 'emailChangedAt'>, now = Date.now()) {
  if (!user.emailChangedAt) return null;
  const until = new Date(user.emailChangedAt.getTime() + EMAIL_CHANGE_HOLD_MS);
  return until.getTime() > now ? until : null;
}

/** Errors: TRANSFERS_EMAIL_CHANGE_HOLD (`what` waits, in the customer's words). */
export function assertNoEmailChangeHold(user: Pick<User, 'emailChangedAt'>, what: string): void {
  const until = emailChangeHoldUntil(user);
  if (until) throw emailChangeHold(what, until);
}
