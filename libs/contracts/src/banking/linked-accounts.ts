import { z } from 'zod';
import { plainText, UuidSchema } from '../common';
import { SecondFactorMethodSchema } from '../identity/auth';
import { AmountMinorSchema } from './money';

/**
 * Accounts at other banks that a customer links to move money in (ACH debit, a "pull") and out
 * (ACH credit, a "push"). Ownership is proven by two micro-deposits the customer reads on the other
 * bank's side and types back.
 */

/** A US routing number: 9 digits whose weighted sum (3, 7, 1, …) is a multiple of 10 (ABA). */
export function isAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

export const EXTERNAL_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export const ExternalAccountTypeSchema = z.enum(EXTERNAL_ACCOUNT_TYPES, {
  error: 'Choose checking or savings',
});
export type ExternalAccountType = z.infer<typeof ExternalAccountTypeSchema>;

export const LinkAccountRequestSchema = z.strictObject({
  routingNumber: z
    .string()
    .regex(/^\d{9}$/, 'The routing number has 9 digits')
    .refine(isAbaRoutingNumber, 'This is not a valid routing number: check its digits'),
  accountNumber: z.string().regex(/^\d{4,17}$/, 'The account number has 4 to 17 digits'),
  holderName: plainText(22, 'Account holder name'),
  accountType: ExternalAccountTypeSchema,
});
export type LinkAccountRequest = z.infer<typeof LinkAccountRequestSchema>;

/** Step 1 of linking: the details are checked and a step-up is opened. */
export const LinkAccountStartSchema = z.object({
  method: SecondFactorMethodSchema,
  message: z.string(),
});
export type LinkAccountStart = z.infer<typeof LinkAccountStartSchema>;

export const ConfirmLinkRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type ConfirmLinkRequest = z.infer<typeof ConfirmLinkRequestSchema>;

/**
 * awaiting_micro_deposits: the two deposits are on their way (the amounts can be typed once they
 * have arrived); verified: money may move; failed: three wrong tries, link again to start over;
 * unlinked: removed by the customer.
 */
export const LINK_STATUSES = ['awaiting_micro_deposits', 'verified', 'failed', 'unlinked'] as const;
export const LinkStatusSchema = z.enum(LINK_STATUSES);
export type LinkStatus = z.infer<typeof LinkStatusSchema>;

export const LinkedAccountSchema = z.object({
  id: UuidSchema,
  holderName: z.string(),
  accountType: ExternalAccountTypeSchema,
  routingNumber: z.string(),
  accountNumberLast4: z.string(),
  status: LinkStatusSchema,
  /** When the micro-deposits reach the other bank (null once verified or failed). */
  microDepositsArriveAt: z.string().nullable(),
  /** Tries left to type the two amounts (3 at first). */
  triesLeft: z.number().int().nonnegative(),
  createdAt: z.string(),
  verifiedAt: z.string().nullable(),
});
export type LinkedAccount = z.infer<typeof LinkedAccountSchema>;

/** A cents amount of one micro-deposit: 1 to 99. */
const MicroAmountSchema = z
  .number({ error: 'Enter each amount in cents' })
  .int('Enter each amount in cents')
  .min(1, 'Each amount is between $0.01 and $0.99')
  .max(99, 'Each amount is between $0.01 and $0.99');

export const VerifyLinkRequestSchema = z.strictObject({
  amountsMinor: z.tuple([MicroAmountSchema, MicroAmountSchema]),
});
export type VerifyLinkRequest = z.infer<typeof VerifyLinkRequestSchema>;

/** What the customer may move in from other banks, per the bank's settings. */
export const PullLimitsSchema = z.object({
  dailyLimitMinor: z.number().int().nonnegative(),
  monthlyLimitMinor: z.number().int().nonnegative(),
  /** Pulled today (UTC) and this calendar month, returned pulls excluded. */
  pulledTodayMinor: z.number().int().nonnegative(),
  pulledThisMonthMinor: z.number().int().nonnegative(),
  /** Business days a pull is held before the money is available. */
  holdBusinessDays: z.number().int().nonnegative(),
});
export type PullLimits = z.infer<typeof PullLimitsSchema>;

export const LinkedAccountListSchema = z.object({
  accounts: z.array(LinkedAccountSchema),
  limits: PullLimitsSchema,
  /** Whether this customer may move money to and from other banks (identity verified). */
  canMoveExternally: z.boolean(),
  /** Why not, in words the customer reads (null when they can). */
  blockedReason: z.string().nullable(),
  /** True where the ACH network is the demo's simulated one: its other bank's statements can be read. */
  simulatedNetwork: z.boolean(),
});
export type LinkedAccountList = z.infer<typeof LinkedAccountListSchema>;

/** in: pulled from the linked account (ACH debit); out: pushed to it (ACH credit). */
export const ACH_DIRECTIONS = ['in', 'out'] as const;
export const AchDirectionSchema = z.enum(ACH_DIRECTIONS);
export type AchDirection = z.infer<typeof AchDirectionSchema>;

export const StartAchTransferRequestSchema = z.strictObject({
  direction: AchDirectionSchema,
  linkedAccountId: UuidSchema,
  /** The customer's Vaultline account the money comes into or goes out of. */
  accountId: UuidSchema,
  amountMinor: AmountMinorSchema,
});
export type StartAchTransferRequest = z.infer<typeof StartAchTransferRequestSchema>;

/**
 * pending: sent to the network (money in: credited but held until availableAt; money out: left
 * the account); available: money in, free to spend; sent: money out, settled at the other bank;
 * returned: the other bank sent it back (returnCode, returnReason).
 */
export const ACH_TRANSFER_STATUSES = ['pending', 'available', 'sent', 'returned'] as const;
export const AchTransferStatusSchema = z.enum(ACH_TRANSFER_STATUSES);
export type AchTransferStatus = z.infer<typeof AchTransferStatusSchema>;

export const AchTransferSchema = z.object({
  id: UuidSchema,
  direction: AchDirectionSchema,
  linkedAccountId: UuidSchema,
  linkedAccountLast4: z.string(),
  accountId: UuidSchema,
  amountMinor: z.number().int().positive(),
  status: AchTransferStatusSchema,
  /** Money in: when the held money becomes available (null for money out). */
  availableAt: z.string().nullable(),
  returnCode: z.string().nullable(),
  returnReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AchTransfer = z.infer<typeof AchTransferSchema>;

export const AchTransferListSchema = z.object({ transfers: z.array(AchTransferSchema) });
export type AchTransferList = z.infer<typeof AchTransferListSchema>;

/** One entry as the simulated other bank's statement shows it (demo and tests only). */
export const SimulatedStatementLineSchema = z.object({
  postedAt: z.string(),
  description: z.string(),
  /** Into the account at the other bank positive, out of it negative. */
  amountMinor: z.number().int(),
});
export const SimulatedStatementSchema = z.object({
  bankName: z.string(),
  accountNumberLast4: z.string(),
  lines: z.array(SimulatedStatementLineSchema),
});
export type SimulatedStatement = z.infer<typeof SimulatedStatementSchema>;

export const AchErrorCode = {
  NOT_VERIFIED_CUSTOMER: 'ACH_CUSTOMER_NOT_VERIFIED',
  LINK_NOT_FOUND: 'ACH_LINK_NOT_FOUND',
  LINK_NOT_VERIFIED: 'ACH_LINK_NOT_VERIFIED',
  LINK_ALREADY_ACTIVE: 'ACH_LINK_ALREADY_ACTIVE',
  MICRO_DEPOSITS_NOT_ARRIVED: 'ACH_MICRO_DEPOSITS_NOT_ARRIVED',
  AMOUNTS_WRONG: 'ACH_AMOUNTS_WRONG',
  LINK_FAILED: 'ACH_LINK_FAILED',
  ACCOUNT_NOT_FOUND: 'ACH_ACCOUNT_NOT_FOUND',
  DAILY_LIMIT: 'ACH_DAILY_PULL_LIMIT',
  MONTHLY_LIMIT: 'ACH_MONTHLY_PULL_LIMIT',
  INSUFFICIENT_FUNDS: 'ACH_INSUFFICIENT_FUNDS',
  ACCOUNT_INACTIVE: 'ACH_ACCOUNT_INACTIVE',
  NEGATIVE_BALANCE: 'ACH_NEGATIVE_BALANCE',
  NOT_SIMULATED: 'ACH_NOT_SIMULATED',
  IDEMPOTENCY_KEY_MISSING: 'ACH_IDEMPOTENCY_KEY_MISSING',
  IDEMPOTENCY_KEY_REUSED: 'ACH_IDEMPOTENCY_KEY_REUSED',
} as const;
export type AchErrorCode = (typeof AchErrorCode)[keyof typeof AchErrorCode];
