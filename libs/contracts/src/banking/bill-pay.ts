import { z } from 'zod';
import { IsoDateSchema, plainText, UuidSchema } from '../common';
import { SecondFactorMethodSchema } from '../identity/auth';
import { isAbaRoutingNumber } from './linked-accounts';
import { AmountMinorSchema } from './money';

/**
 * Bill pay: the operator's directory of billers (utilities, card issuers, phone, insurance), the
 * billers a customer added with their reference at each, and payments to them, sent as ACH
 * credits to the biller's bank (now, on a date, or monthly).
 */

export const BILLER_CATEGORIES = ['utilities', 'credit_card', 'phone', 'insurance'] as const;
export const BillerCategorySchema = z.enum(BILLER_CATEGORIES);
export type BillerCategory = z.infer<typeof BillerCategorySchema>;

/**
 * A reference travels in the ACH entry's 15-character individual ID field, in capitals, digits
 * and hyphens: the customer types it with spaces or in lower case as printed on their bill.
 */
export const REFERENCE_MAX_LENGTH = 15;
export const REFERENCE_CHARACTERS = /^[0-9A-Z-]+$/;

/** A reference as the biller receives it: spaces dropped, letters in capitals. */
export function normaliseReference(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** A biller as customers see it in the directory: what it is and the reference it accepts. */
export const BillerSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: BillerCategorySchema,
  /** What the biller calls the customer's reference ("Account number", "Policy number"). */
  referenceLabel: z.string(),
  /** The reference's format, a regular expression (whole value, after normaliseReference). */
  referencePattern: z.string(),
  /** A reference in the right format, and the format in words. */
  referenceExample: z.string(),
  referenceHint: z.string(),
});
export type Biller = z.infer<typeof BillerSchema>;

/** Whether a (normalised) reference is one the biller accepts. */
export function referenceFits(
  biller: Pick<Biller, 'referencePattern'>,
  reference: string,
): boolean {
  return (
    reference.length <= REFERENCE_MAX_LENGTH &&
    REFERENCE_CHARACTERS.test(reference) &&
    new RegExp(`^(?:${biller.referencePattern})$`).test(reference)
  );
}

/**
 * One biller of the operator's directory (the content file's `billers`): the customer-facing
 * details and the biller's own bank account the payments are credited to.
 */
export const BillerDirectoryEntrySchema = BillerSchema.extend({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and hyphens'),
  name: plainText(60, 'Biller name'),
  referenceLabel: plainText(40, 'Reference label'),
  referencePattern: z.string().min(1).max(200),
  referenceExample: z.string().min(1).max(REFERENCE_MAX_LENGTH),
  referenceHint: plainText(200, 'Reference hint'),
  routingNumber: z.string().refine(isAbaRoutingNumber, 'not a routing number (ABA check digit)'),
  accountNumber: z.string().regex(/^\d{4,17}$/, '4 to 17 digits'),
})
  .refine((entry) => isPattern(entry.referencePattern), {
    message: 'not a regular expression',
    path: ['referencePattern'],
  })
  .refine(
    (entry) => !isPattern(entry.referencePattern) || referenceFits(entry, entry.referenceExample),
    {
      message: 'the example does not fit the pattern (or is not capitals, digits and hyphens)',
      path: ['referenceExample'],
    },
  );
export type BillerDirectoryEntry = z.infer<typeof BillerDirectoryEntrySchema>;

function isPattern(source: string): boolean {
  try {
    new RegExp(source);
    return true;
  } catch {
    return false;
  }
}

export const BillerDirectorySchema = z.object({ billers: z.array(BillerSchema) });
export type BillerDirectory = z.infer<typeof BillerDirectorySchema>;

/** A biller the customer added, with their reference (only its last four shown). */
export const CustomerBillerSchema = z.object({
  id: UuidSchema,
  billerId: z.string(),
  billerName: z.string(),
  category: BillerCategorySchema,
  referenceLast4: z.string(),
  nickname: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerBiller = z.infer<typeof CustomerBillerSchema>;

export const CustomerBillerListSchema = z.object({ billers: z.array(CustomerBillerSchema) });
export type CustomerBillerList = z.infer<typeof CustomerBillerListSchema>;

/** Step 1 of adding a biller: the reference is checked against the biller's format, a step-up opened. */
export const AddBillerRequestSchema = z.strictObject({
  billerId: z.string().regex(/^[a-z0-9-]{1,40}$/, 'Choose a biller from the list'),
  reference: z
    .string()
    .max(40, 'The reference is at most 15 characters')
    .transform(normaliseReference)
    .pipe(z.string().min(1, 'Enter your account number at this biller')),
  nickname: z.union([plainText(40, 'Nickname'), z.null()]).optional(),
});
export type AddBillerRequest = z.input<typeof AddBillerRequestSchema>;

export const AddBillerStartSchema = z.object({
  method: SecondFactorMethodSchema,
  message: z.string(),
});
export type AddBillerStart = z.infer<typeof AddBillerStartSchema>;

export const ConfirmBillerRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type ConfirmBillerRequest = z.infer<typeof ConfirmBillerRequestSchema>;

/**
 * A bill payment is at most $25,000: above any household bill, and a cap on what one mistyped
 * amount can send to a biller (the ledger's balance check applies on top).
 */
export const BILL_PAYMENT_MAX_MINOR = 2_500_000;
const BillAmountSchema = AmountMinorSchema.max(
  BILL_PAYMENT_MAX_MINOR,
  'A bill payment is at most $25,000.00',
);

/** Monthly payments run at most ten years (120 payments). */
export const BILL_SERIES_COUNT_MAX = 120;

/**
 * now: sent at once; on_date: sent on a later day; monthly: on the first date and the same day of
 * each month after (the month's last day when it is shorter), until an end date or a count.
 */
export const BillTimingSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('now') }),
  z.strictObject({ type: z.literal('on_date'), date: IsoDateSchema }),
  z
    .strictObject({
      type: z.literal('monthly'),
      startDate: IsoDateSchema,
      endDate: IsoDateSchema.optional(),
      count: z
        .number()
        .int('Enter a whole number of payments')
        .min(1, 'At least one payment')
        .max(BILL_SERIES_COUNT_MAX, `At most ${BILL_SERIES_COUNT_MAX} payments`)
        .optional(),
    })
    .refine((timing) => (timing.endDate === undefined) !== (timing.count === undefined), {
      message: 'Choose an end date or a number of payments',
      path: ['endDate'],
    }),
]);
export type BillTiming = z.infer<typeof BillTimingSchema>;

export const CreateBillPaymentRequestSchema = z.strictObject({
  customerBillerId: UuidSchema,
  /** The customer's Vaultline account the money leaves. */
  accountId: UuidSchema,
  amountMinor: BillAmountSchema,
  timing: BillTimingSchema,
});
export type CreateBillPaymentRequest = z.infer<typeof CreateBillPaymentRequestSchema>;

/** A change to a payment not sent yet: its amount, its day or the account it leaves. */
export const UpdateBillPaymentRequestSchema = z
  .strictObject({
    amountMinor: BillAmountSchema.optional(),
    payOn: IsoDateSchema.optional(),
    accountId: UuidSchema.optional(),
  })
  .refine((change) => Object.values(change).some((value) => value !== undefined), {
    message: 'Change the amount, the date or the account',
  });
export type UpdateBillPaymentRequest = z.infer<typeof UpdateBillPaymentRequestSchema>;

/**
 * scheduled: waits for its day (can be changed or canceled); processing: the money left the
 * account and the ACH credit is on its way; sent: the biller's bank received it; returned: it came
 * back (returnCode, returnReason) and the money is back in the account; failed: it could not go
 * on its day (failureReason); canceled: by the customer before it went.
 */
export const BILL_PAYMENT_STATUSES = [
  'scheduled',
  'processing',
  'sent',
  'returned',
  'failed',
  'canceled',
] as const;
export const BillPaymentStatusSchema = z.enum(BILL_PAYMENT_STATUSES);
export type BillPaymentStatus = z.infer<typeof BillPaymentStatusSchema>;

export const BillSeriesSchema = z.object({
  id: UuidSchema,
  /** The day of the month the payments go (from the first date). */
  dayOfMonth: z.number().int().min(1).max(31),
  endDate: z.string().nullable(),
  count: z.number().int().nullable(),
  status: z.enum(['active', 'ended', 'canceled']),
});
export type BillSeries = z.infer<typeof BillSeriesSchema>;

export const BillPaymentSchema = z.object({
  id: UuidSchema,
  customerBillerId: UuidSchema,
  billerName: z.string(),
  referenceLast4: z.string(),
  accountId: UuidSchema,
  amountMinor: z.number().int().positive(),
  payOn: z.string(),
  status: BillPaymentStatusSchema,
  /** Its monthly plan, and which payment of it this is (null for a single payment). */
  series: BillSeriesSchema.nullable(),
  seriesRun: z.number().int().nullable(),
  returnCode: z.string().nullable(),
  returnReason: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type BillPayment = z.infer<typeof BillPaymentSchema>;

export const BillPaymentListSchema = z.object({
  payments: z.array(BillPaymentSchema),
  /** Whether this customer may pay bills (identity verified: money leaves for another bank). */
  canPay: z.boolean(),
  blockedReason: z.string().nullable(),
});
export type BillPaymentList = z.infer<typeof BillPaymentListSchema>;

export const BillPayErrorCode = {
  BILLER_NOT_FOUND: 'BILLPAY_BILLER_NOT_FOUND',
  REFERENCE_INVALID: 'BILLPAY_REFERENCE_INVALID',
  BILLER_ALREADY_ADDED: 'BILLPAY_BILLER_ALREADY_ADDED',
  PAYEE_NOT_FOUND: 'BILLPAY_PAYEE_NOT_FOUND',
  PAYMENT_NOT_FOUND: 'BILLPAY_PAYMENT_NOT_FOUND',
  SERIES_NOT_FOUND: 'BILLPAY_SERIES_NOT_FOUND',
  ALREADY_SENT: 'BILLPAY_ALREADY_SENT',
  DATE_INVALID: 'BILLPAY_DATE_INVALID',
  ACCOUNT_NOT_FOUND: 'BILLPAY_ACCOUNT_NOT_FOUND',
  ACCOUNT_INACTIVE: 'BILLPAY_ACCOUNT_INACTIVE',
  INSUFFICIENT_FUNDS: 'BILLPAY_INSUFFICIENT_FUNDS',
  NEGATIVE_BALANCE: 'BILLPAY_NEGATIVE_BALANCE',
  IDEMPOTENCY_KEY_MISSING: 'BILLPAY_IDEMPOTENCY_KEY_MISSING',
  IDEMPOTENCY_KEY_REUSED: 'BILLPAY_IDEMPOTENCY_KEY_REUSED',
} as const;
export type BillPayErrorCode = (typeof BillPayErrorCode)[keyof typeof BillPayErrorCode];
