import { z } from 'zod';
import { plainText } from '../common';
import { SessionInfoSchema } from '../identity/auth';
import { SecurityActivitySchema } from '../identity/security-activity';

/** What staff see of a customer's sign-in security: never a secret, only states and history. */
export const CustomerSecuritySchema = z.object({
  sessions: z.array(SessionInfoSchema),
  activity: SecurityActivitySchema,
  /** Sign-in refused for now after wrong passwords: for how many more seconds (0: not locked). */
  signInLockedSeconds: z.number().int().nonnegative(),
  /** Transfers refused after 5 wrong transfer PINs, until an emailed code or staff unlock them. */
  pinLocked: z.boolean(),
  /** The customer's second factor: an authenticator app, emailed codes, or none. */
  secondFactor: z.enum(['authenticator', 'email', 'none']),
  /** A reset of the second factor waits for a second staff member. */
  resetPending: z.boolean(),
});
export type CustomerSecurity = z.infer<typeof CustomerSecuritySchema>;

/** Why staff act on a customer's security (kept in the audit log). */
export const StaffSecurityActionSchema = z.strictObject({
  reason: plainText(300, 'Reason'),
});
export type StaffSecurityAction = z.input<typeof StaffSecurityActionSchema>;

/**
 * A reset of the customer's second factor (they lost the authenticator and its recovery codes):
 * how their identity was checked, and why. A second staff member approves it.
 */
export const SecondFactorResetRequestSchema = z.strictObject({
  identityCheck: plainText(300, 'Identity check'),
  reason: plainText(300, 'Reason'),
});
export type SecondFactorResetRequest = z.input<typeof SecondFactorResetRequestSchema>;

/** The change a reset carries through the approvals (CHANGE_SCHEMAS.second_factor_reset). */
export const SecondFactorResetChangeSchema = z.strictObject({
  secondFactor: z.literal('reset'),
  identityCheck: plainText(300, 'Identity check'),
});

/** After a reset, payments to recipients new since then wait this long. */
export const SECOND_FACTOR_RESET_HOLD_HOURS = 24;
