import { z } from 'zod';
import { plainText, UuidSchema } from '../common';
import { isAbaRoutingNumber } from './linked-accounts';
import { AmountMinorSchema } from './money';

/**
 * Mobile check deposit: the customer photographs the front and back of a check, types its amount
 * and the MICR line (routing, account and check number printed along its bottom), and confirms the
 * "for mobile deposit only" endorsement. Staff review it; once approved, part of it is available
 * the next business day and the rest after the hold. A check can come back unpaid later.
 */

/** The photos the server takes (it re-encodes each as a new JPEG, without its metadata). */
export const CHECK_IMAGE_TYPES = ['image/jpeg', 'image/png'] as const;
export const CHECK_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A photo smaller than this cannot be read; larger than the maximum is refused, not resized blind. */
export const CHECK_IMAGE_MIN_WIDTH = 600;
export const CHECK_IMAGE_MIN_HEIGHT = 250;
/** 4096: a 12-megapixel phone photo (4032 × 3024) fits; the portal scales photos down before sending. */
export const CHECK_IMAGE_MAX_SIDE = 4096;

export const CheckImageSchema = z.object({
  id: UuidSchema,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** SHA-256 of the stored image, as kept (append-only). */
  sha256: z.string(),
});
export type CheckImage = z.infer<typeof CheckImageSchema>;

export const MicrRoutingSchema = z
  .string()
  .regex(/^\d{9}$/, 'The routing number has 9 digits')
  .refine(isAbaRoutingNumber, 'This is not a valid routing number: check its digits');
export const MicrAccountSchema = z
  .string()
  .regex(/^\d{4,17}$/, 'The account number has 4 to 17 digits');
export const CheckNumberSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'The check number has 1 to 10 digits');

export const DepositCheckRequestSchema = z.strictObject({
  accountId: UuidSchema,
  amountMinor: AmountMinorSchema,
  checkNumber: CheckNumberSchema,
  micrRouting: MicrRoutingSchema,
  micrAccount: MicrAccountSchema,
  frontImageId: UuidSchema,
  backImageId: UuidSchema,
  endorsed: z.literal(true, {
    error:
      'Confirm the back of the check is signed and says "For mobile deposit only at Vaultline"',
  }),
});
export type DepositCheckRequest = z.infer<typeof DepositCheckRequestSchema>;

export const ReplaceCheckImagesRequestSchema = z.strictObject({
  frontImageId: UuidSchema,
  backImageId: UuidSchema,
});
export type ReplaceCheckImagesRequest = z.infer<typeof ReplaceCheckImagesRequestSchema>;

/**
 * in_review: waiting for staff; needs_image: staff asked for better photos (staffNote says why);
 * approved: part or all of it on hold (nextDayAt, restAt); available: all of it can be spent;
 * rejected: not deposited (staffNote says why); returned: the paying bank did not pay it.
 */
export const CHECK_DEPOSIT_STATUSES = [
  'in_review',
  'needs_image',
  'approved',
  'available',
  'rejected',
  'returned',
] as const;
export const CheckDepositStatusSchema = z.enum(CHECK_DEPOSIT_STATUSES);
export type CheckDepositStatus = z.infer<typeof CheckDepositStatusSchema>;

export const CheckDepositSchema = z.object({
  id: UuidSchema,
  accountId: UuidSchema,
  amountMinor: z.number().int().positive(),
  checkNumber: z.string(),
  micrRouting: z.string(),
  micrAccountLast4: z.string(),
  status: CheckDepositStatusSchema,
  /** Staff's words: why it was rejected, or what a better photo needs. */
  staffNote: z.string().nullable(),
  /** Once approved: the part available the next business day, and when; the rest, and when. */
  nextDayMinor: z.number().int().nonnegative(),
  nextDayAt: z.string().nullable(),
  restAt: z.string().nullable(),
  /** What of it the customer can spend now. */
  availableMinor: z.number().int().nonnegative(),
  returnReason: z.string().nullable(),
  createdAt: z.string(),
});
export type CheckDeposit = z.infer<typeof CheckDepositSchema>;

export const CheckDepositLimitsSchema = z.object({
  dailyLimitMinor: z.number().int().nonnegative(),
  monthlyLimitMinor: z.number().int().nonnegative(),
  /** Deposited today (UTC) and this month, rejected and returned checks excluded. */
  depositedTodayMinor: z.number().int().nonnegative(),
  depositedThisMonthMinor: z.number().int().nonnegative(),
  nextDayMinor: z.number().int().nonnegative(),
  holdBusinessDays: z.number().int().nonnegative(),
});
export type CheckDepositLimits = z.infer<typeof CheckDepositLimitsSchema>;

export const CheckDepositListSchema = z.object({
  deposits: z.array(CheckDepositSchema),
  limits: CheckDepositLimitsSchema,
  /** Whether this customer may deposit checks (identity verified); blockedReason says why not. */
  canDeposit: z.boolean(),
  blockedReason: z.string().nullable(),
});
export type CheckDepositList = z.infer<typeof CheckDepositListSchema>;

/** Staff: reject (the customer reads the reason) or ask for better photos (what to fix). */
export const CheckDecisionRequestSchema = z.strictObject({ reason: plainText(300, 'Reason') });
export type CheckDecisionRequest = z.infer<typeof CheckDecisionRequestSchema>;

export const CheckDepositErrorCode = {
  NOT_VERIFIED_CUSTOMER: 'CHECK_CUSTOMER_NOT_VERIFIED',
  IMAGE_TYPE: 'CHECK_IMAGE_TYPE',
  IMAGE_TOO_LARGE: 'CHECK_IMAGE_TOO_LARGE',
  IMAGE_UNREADABLE: 'CHECK_IMAGE_UNREADABLE',
  IMAGE_DIMENSIONS: 'CHECK_IMAGE_DIMENSIONS',
  IMAGE_NOT_FOUND: 'CHECK_IMAGE_NOT_FOUND',
  IMAGES_SAME: 'CHECK_IMAGES_SAME',
  ACCOUNT_NOT_FOUND: 'CHECK_ACCOUNT_NOT_FOUND',
  ACCOUNT_INACTIVE: 'CHECK_ACCOUNT_INACTIVE',
  DAILY_LIMIT: 'CHECK_DAILY_LIMIT',
  MONTHLY_LIMIT: 'CHECK_MONTHLY_LIMIT',
  DUPLICATE: 'CHECK_DUPLICATE',
  NOT_FOUND: 'CHECK_DEPOSIT_NOT_FOUND',
  NOT_AWAITING_IMAGE: 'CHECK_NOT_AWAITING_IMAGE',
  NOT_IN_REVIEW: 'CHECK_NOT_IN_REVIEW',
  SAME_APPROVER: 'CHECK_SAME_APPROVER',
  OWN_DEPOSIT: 'CHECK_OWN_DEPOSIT',
  IDEMPOTENCY_KEY_MISSING: 'CHECK_IDEMPOTENCY_KEY_MISSING',
  IDEMPOTENCY_KEY_REUSED: 'CHECK_IDEMPOTENCY_KEY_REUSED',
} as const;
export type CheckDepositErrorCode =
  (typeof CheckDepositErrorCode)[keyof typeof CheckDepositErrorCode];
