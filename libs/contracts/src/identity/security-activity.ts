import { z } from 'zod';

/** How many sign-ins and changes the security centre lists. */
export const SECURITY_ACTIVITY_LIMIT = 20;

export const SignInRecordSchema = z.object({
  at: z.string(),
  /** success, a wrong password or code (failed), or the attempt that locked sign-in (locked). */
  outcome: z.enum(['success', 'failed', 'locked']),
  /** "Firefox on Linux", from the browser's user agent. */
  device: z.string(),
  ip: z.string().nullable(),
});
export type SignInRecord = z.infer<typeof SignInRecordSchema>;

export const SecurityChangeSchema = z.object({
  at: z.string(),
  /** The audit action, e.g. auth.password_changed. */
  action: z.string(),
  /** What changed, in the customer's words. */
  label: z.string(),
  /** Made by bank staff rather than by the customer. */
  byStaff: z.boolean(),
  ip: z.string().nullable(),
});
export type SecurityChange = z.infer<typeof SecurityChangeSchema>;

/** The security centre's history: sign-ins (successes and failures) and security changes, newest first. */
export const SecurityActivitySchema = z.object({
  signIns: z.array(SignInRecordSchema),
  changes: z.array(SecurityChangeSchema),
});
export type SecurityActivity = z.infer<typeof SecurityActivitySchema>;
