import { z } from 'zod';
import { IsoDateSchema, optionalText, plainText, UuidSchema } from '../common';
import { SecondFactorMethodSchema } from '../identity/auth';
import { AccountTypeSchema } from './accounts';
import { AmountMinorSchema } from './money';

/** Spec: recipient account numbers have 9 to 15 digits, routing numbers 6 to 15 (the server also checks the ABA checksum for other banks). */
export const RecipientAccountNumberSchema = z
  .string()
  .regex(/^\d{9,15}$/, 'The account number must have 9 to 15 digits');
export const RoutingNumberSchema = z
  .string()
  .regex(/^\d{6,15}$/, 'The routing number must have 6 to 15 digits');
export const PinSchema = z.string().regex(/^\d{4}$/, 'PIN must be exactly 4 numeric digits.');

export const RecipientSchema = z.strictObject({
  accountType: AccountTypeSchema,
  accountNumber: RecipientAccountNumberSchema,
  routingNumber: RoutingNumberSchema,
  name: plainText(100, 'Recipient name'),
  address: optionalText(200, 'Recipient address').optional(),
});
export type Recipient = z.input<typeof RecipientSchema>;

export const FREQUENCIES = ['weekly', 'biweekly', 'monthly'] as const;
export const FrequencySchema = z.enum(FREQUENCIES);
export type Frequency = z.infer<typeof FrequencySchema>;
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  weekly: 'Weekly',
  biweekly: 'Bi-weekly',
  monthly: 'Monthly',
};

/** Immediate now, scheduled once on a date, or recurring from a start date (optional end date). */
export const TransferTimingSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('immediate') }),
  z.strictObject({ type: z.literal('scheduled'), date: IsoDateSchema }),
  z.strictObject({
    type: z.literal('recurring'),
    frequency: FrequencySchema,
    startDate: IsoDateSchema,
    endDate: IsoDateSchema.optional(),
  }),
]);
export type TransferTiming = z.infer<typeof TransferTimingSchema>;

/** POST /transfers, with an Idempotency-Key header. */
export const TransferRequestSchema = z.strictObject({
  fromAccountId: UuidSchema,
  recipient: RecipientSchema,
  amountMinor: AmountMinorSchema,
  timing: TransferTimingSchema,
  description: optionalText(140, 'Description').optional(),
  pin: PinSchema,
});
export type TransferRequest = z.input<typeof TransferRequestSchema>;

export const TRANSFER_STATUSES = [
  'pending',
  'awaiting_code',
  'under_review',
  'completed',
  'failed',
  'rejected',
  'cancelled',
] as const;
export const TransferStatusSchema = z.enum(TRANSFER_STATUSES);
export type TransferStatus = z.infer<typeof TransferStatusSchema>;

export const TransferSchema = z.object({
  id: UuidSchema,
  status: TransferStatusSchema,
  /** internal: to a Vaultline account, posted at once; external: another bank, settles after SETTLEMENT_DELAY_MS. */
  kind: z.enum(['internal', 'external']),
  fromAccountId: UuidSchema,
  fromAccountName: z.string(),
  amountMinor: z.number().int(),
  recipientName: z.string(),
  recipientAccountLast4: z.string(),
  recipientRoutingNumber: z.string(),
  description: z.string().nullable(),
  /** The recipient's name at Vaultline differs from the one entered (shown as a warning). */
  nameMismatch: z.boolean(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Transfer = z.infer<typeof TransferSchema>;

export const TRANSFER_EVENTS = [
  'started',
  'awaiting_code',
  'held',
  'approved',
  'rejected',
  'sent',
  'completed',
  'returned',
  'cancelled',
  'failed',
] as const;
/** One step of a transfer's history; `at` is null where the step's time is not recorded. */
export const TransferEventSchema = z.object({
  event: z.enum(TRANSFER_EVENTS),
  at: z.string().nullable(),
  detail: z.string().nullable(),
});
export type TransferEvent = z.infer<typeof TransferEventSchema>;
/** GET /transfers/:id: the transfer and its timeline, oldest step first. */
export const TransferDetailSchema = TransferSchema.extend({
  timeline: z.array(TransferEventSchema),
});
export type TransferDetail = z.infer<typeof TransferDetailSchema>;

export const SCHEDULE_STATUSES = [
  'awaiting_code',
  'active',
  'cancelled',
  'finished',
  'expired',
] as const;
export const ScheduleSchema = z.object({
  id: UuidSchema,
  status: z.enum(SCHEDULE_STATUSES),
  /** once: a scheduled transfer; otherwise recurring. */
  frequency: z.enum(['once', ...FREQUENCIES]),
  nextRunOn: z.string().nullable(),
  endDate: z.string().nullable(),
  amountMinor: z.number().int(),
  fromAccountId: UuidSchema,
  fromAccountName: z.string(),
  recipientName: z.string(),
  recipientAccountLast4: z.string(),
  description: z.string().nullable(),
  runs: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Schedule = z.infer<typeof ScheduleSchema>;
export const ScheduleListSchema = z.object({ schedules: z.array(ScheduleSchema) });
export type ScheduleList = z.infer<typeof ScheduleListSchema>;

/**
 * What happened, truthfully: completed (internal, posted), pending (external, settling),
 * awaiting_code (a code was emailed; funds reserved), under_review (held for staff; funds
 * reserved), scheduled (a schedule was created; nothing moved yet). Refusals are errors with a code.
 */
export const TransferResultSchema = z.object({
  outcome: z.enum(['completed', 'pending', 'awaiting_code', 'under_review', 'scheduled']),
  transfer: TransferSchema.nullable(),
  schedule: ScheduleSchema.nullable(),
  /** Things the customer should know (e.g. the name does not match the account holder). */
  warnings: z.array(z.string()),
  /** Under review: how long reviews take, from the bank's settings. */
  reviewTime: z.string().nullable(),
  /** Awaiting a code: where it was sent (masked); null when the authenticator app gives it. */
  codeSentTo: z.string().nullable(),
  /** Awaiting a code: whether it was emailed or comes from the authenticator app. */
  codeMethod: SecondFactorMethodSchema.nullable(),
});
export type TransferResult = z.infer<typeof TransferResultSchema>;

export const VerifyTransferCodeRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'Failed! Please enter a valid 6-digit OTP.'),
});
export type VerifyTransferCodeRequest = z.infer<typeof VerifyTransferCodeRequestSchema>;

export const RecipientCheckRequestSchema = z.strictObject({
  accountNumber: RecipientAccountNumberSchema,
  routingNumber: RoutingNumberSchema,
  name: plainText(100, 'Recipient name'),
});
export type RecipientCheckRequest = z.infer<typeof RecipientCheckRequestSchema>;
export const RecipientCheckSchema = z.object({
  kind: z.enum(['internal', 'external']),
  /** Internal recipients only: whether the name matches the account holder (null for other banks). */
  nameMatches: z.boolean().nullable(),
  warning: z.string().nullable(),
});
export type RecipientCheck = z.infer<typeof RecipientCheckSchema>;

export const SetPinRequestSchema = z
  .strictObject({
    pin: z.string().regex(/^\d{4}$/, 'PIN must be exactly 4 digits.'),
    confirmPin: z.string().max(4),
  })
  .refine((body) => body.pin === body.confirmPin, {
    message: 'PINs do not match.',
    path: ['confirmPin'],
  });
export type SetPinRequest = z.infer<typeof SetPinRequestSchema>;

/** Step 1 of a PIN reset: the password; a step-up opens (an emailed code, or the app's). */
export const StartPinResetRequestSchema = z.strictObject({
  password: z.string().min(1, 'Password is required').max(128),
});
export type StartPinResetRequest = z.infer<typeof StartPinResetRequestSchema>;

/** Step 2: the new PIN and the step-up's code (a second factor, not only the password). */
export const ResetPinRequestSchema = z
  .strictObject({
    pin: z.string().regex(/^\d{4}$/, 'PIN must be exactly 4 digits number'),
    confirmPin: z.string().max(4),
    code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
  })
  .refine((body) => body.pin === body.confirmPin, {
    message: 'PINs do not match.',
    path: ['confirmPin'],
  });
export type ResetPinRequest = z.infer<typeof ResetPinRequestSchema>;

export const UnlockPinRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type UnlockPinRequest = z.infer<typeof UnlockPinRequestSchema>;

export const LIMIT_TIERS = ['standard', 'premium'] as const;
export const LimitTierSchema = z.enum(LIMIT_TIERS);
export type LimitTier = z.infer<typeof LimitTierSchema>;
/** From the FAQ: standard $10,000 a day, premium $50,000. */
export const DAILY_LIMIT_MINOR: Record<LimitTier, number> = {
  standard: 1_000_000,
  premium: 5_000_000,
};

/** Why staff may suspend a customer's outgoing transfers (a fixed list: no free-text excuses). */
export const SUSPENSION_REASONS = {
  suspicious_activity: 'Unusual activity on your account is being checked',
  identity_verification: 'We need to verify your identity',
  customer_request: 'You asked us to pause outgoing transfers',
  legal_order: 'A legal order applies to your account',
  account_review: 'Your account is under review',
} as const;
export type SuspensionReason = keyof typeof SUSPENSION_REASONS;
export const SuspensionReasonSchema = z.enum(
  Object.keys(SUSPENSION_REASONS) as [SuspensionReason, ...SuspensionReason[]],
);

/** What the transfer screen needs to know up front. */
export const TransferLimitsSchema = z.object({
  tier: LimitTierSchema,
  dailyLimitMinor: z.number().int(),
  usedTodayMinor: z.number().int(),
  remainingTodayMinor: z.number().int(),
  stepUpThresholdMinor: z.number().int(),
  reviewThresholdMinor: z.number().int(),
  reviewTime: z.string(),
  pinSet: z.boolean(),
  pinLocked: z.boolean(),
  /** How this customer answers step-ups (new recipients, PIN unlock): the app or an emailed code. */
  stepUpMethod: SecondFactorMethodSchema,
  /** The most a new recipient may receive in total in its first hours (the bank's setting). */
  newRecipientLimitMinor: z.number().int().nonnegative(),
  newRecipientHours: z.number().int().nonnegative(),
  /** After an email change, payments to new recipients wait until this time (null: they do not). */
  newRecipientsPausedUntil: z.string().nullable(),
  /** How long a transfer to another bank takes to arrive here, in words ("about 2 days"). */
  externalArrival: z.string(),
  suspended: z.object({ reason: SuspensionReasonSchema, message: z.string() }).nullable(),
});
export type TransferLimits = z.infer<typeof TransferLimitsSchema>;

export const TransfersErrorCode = {
  IDEMPOTENCY_KEY_MISSING: 'TRANSFERS_IDEMPOTENCY_KEY_MISSING',
  IDEMPOTENCY_KEY_REUSED: 'TRANSFERS_IDEMPOTENCY_KEY_REUSED',
  PIN_NOT_SET: 'TRANSFERS_PIN_NOT_SET',
  PIN_ALREADY_SET: 'TRANSFERS_PIN_ALREADY_SET',
  PIN_TOO_COMMON: 'TRANSFERS_PIN_TOO_COMMON',
  PIN_INCORRECT: 'TRANSFERS_PIN_INCORRECT',
  PIN_LOCKED: 'TRANSFERS_PIN_LOCKED',
  PASSWORD_WRONG: 'TRANSFERS_PASSWORD_WRONG',
  INSUFFICIENT_FUNDS: 'TRANSFERS_INSUFFICIENT_FUNDS',
  DAILY_LIMIT_EXCEEDED: 'TRANSFERS_DAILY_LIMIT_EXCEEDED',
  ACCOUNT_INACTIVE: 'TRANSFERS_ACCOUNT_INACTIVE',
  RECIPIENT_NOT_FOUND: 'TRANSFERS_RECIPIENT_NOT_FOUND',
  RECIPIENT_INACTIVE: 'TRANSFERS_RECIPIENT_INACTIVE',
  ROUTING_INVALID: 'TRANSFERS_ROUTING_INVALID',
  SAME_ACCOUNT: 'TRANSFERS_SAME_ACCOUNT',
  SUSPENDED: 'TRANSFERS_SUSPENDED',
  DATE_INVALID: 'TRANSFERS_DATE_INVALID',
  NOT_FOUND: 'TRANSFERS_NOT_FOUND',
  NOT_AWAITING_CODE: 'TRANSFERS_NOT_AWAITING_CODE',
  NOT_CANCELLABLE: 'TRANSFERS_NOT_CANCELLABLE',
  NOT_UNDER_REVIEW: 'TRANSFERS_NOT_UNDER_REVIEW',
  NEW_PAYEE_LIMIT: 'TRANSFERS_NEW_PAYEE_LIMIT',
  /** An email change of the last 24 hours holds new recipients, new payees and PIN resets. */
  EMAIL_CHANGE_HOLD: 'TRANSFERS_EMAIL_CHANGE_HOLD',
  PAYEE_NOT_FOUND: 'TRANSFERS_PAYEE_NOT_FOUND',
} as const;
export type TransfersErrorCode = (typeof TransfersErrorCode)[keyof typeof TransfersErrorCode];
