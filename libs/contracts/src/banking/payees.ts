import { z } from 'zod';
import { optionalText, UuidSchema } from '../common';
import { SecondFactorMethodSchema } from '../identity/auth';
import { RecipientCheckRequestSchema } from './transfers';

/**
 * What the name check said when the payee was added: the name typed against the Vaultline
 * account holder's (`not_checked` for other banks, whose holders we cannot see).
 */
export const PAYEE_NAME_CHECKS = ['match', 'close_match', 'no_match', 'not_checked'] as const;
export const PayeeNameCheckSchema = z.enum(PAYEE_NAME_CHECKS);
export type PayeeNameCheck = z.infer<typeof PayeeNameCheckSchema>;

/** A saved payee: added from the payees page (with a code), or remembered after a confirmed transfer. */
export const PayeeSchema = z.object({
  id: UuidSchema,
  name: z.string(),
  label: z.string().nullable(),
  accountNumber: z.string(),
  routingNumber: z.string(),
  /** null when the payee was remembered from a transfer rather than added. */
  nameCheck: PayeeNameCheckSchema.nullable(),
  /**
   * While set, this payee is new: what is sent to it in total until then is limited (its first
   * window, which a delete and re-add do not restart); null once the window has ended.
   */
  coolingUntil: z.string().nullable(),
  /** While the payee is new: how much more may be sent to it until `coolingUntil` (null otherwise). */
  newPayeeRemainingMinor: z.number().int().nonnegative().nullable(),
  createdAt: z.string(),
});
export type Payee = z.infer<typeof PayeeSchema>;

/** The payees list, with the bank's cooling-off rule for new payees. */
export const PayeeListSchema = z.object({
  payees: z.array(PayeeSchema),
  newPayeeLimitMinor: z.number().int().nonnegative(),
  newPayeeCoolingHours: z.number().int().nonnegative(),
});
export type PayeeList = z.infer<typeof PayeeListSchema>;

export const PayeeLabelSchema = optionalText(40, 'Nickname');

/** Step 1 of adding a payee: the details, checked at once; a code is emailed to confirm. */
export const AddPayeeRequestSchema = RecipientCheckRequestSchema.extend({
  label: PayeeLabelSchema.optional(),
});
export type AddPayeeRequest = z.input<typeof AddPayeeRequestSchema>;

export const AddPayeeStartSchema = z.object({
  nameCheck: PayeeNameCheckSchema,
  /**
   * The account holder's initials ("J. S.") when they are close to the name typed (internal payees
   * only): enough to spot a typo, never the holder's full name.
   */
  suggestedName: z.string().nullable(),
  message: z.string(),
  /** How to confirm: the code we emailed, or one from the authenticator app. */
  method: SecondFactorMethodSchema,
});
export type AddPayeeStart = z.infer<typeof AddPayeeStartSchema>;

/** Step 2: the step-up's code (emailed, or the app's); the payee is saved. */
export const ConfirmPayeeRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type ConfirmPayeeRequest = z.infer<typeof ConfirmPayeeRequestSchema>;

export const RenamePayeeRequestSchema = z.strictObject({ label: PayeeLabelSchema });
export type RenamePayeeRequest = z.input<typeof RenamePayeeRequestSchema>;
