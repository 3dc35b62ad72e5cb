import { z } from 'zod';
import { UuidSchema } from '../common';
import { SecondFactorMethodSchema } from '../identity/auth';
import { AmountMinorSchema } from './money';

/**
 * Virtual debit cards on checking accounts. The card number and CVV are shown only after a step-up,
 * for a minute; the server keeps them sealed and lists only the last four digits. Card payments
 * reach the bank from the card network (card-network.ts): an authorisation holds the money, a
 * clearing posts it, a reversal or the hold's expiry gives it back, a refund is a credit.
 */

export const CARD_STATUSES = ['active', 'frozen', 'closed'] as const;
export const CardStatusSchema = z.enum(CARD_STATUSES);
export type CardStatus = z.infer<typeof CardStatusSchema>;

/** Why a card was closed: reported lost or stolen, replaced by a new number, or closed by its holder. */
export const CARD_CLOSE_REASONS = ['lost', 'stolen', 'replaced', 'closed'] as const;
export const CardCloseReasonSchema = z.enum(CARD_CLOSE_REASONS);
export type CardCloseReason = z.infer<typeof CardCloseReasonSchema>;

/**
 * Merchant category groups a customer can block, by ISO 18245 merchant category code (MCC).
 * A purchase whose MCC is in a blocked group is declined with code 62 (restricted).
 */
export const MCC_GROUPS = {
  gambling: { label: 'Gambling and betting', codes: [7800, 7801, 7802, 7995] },
  crypto: { label: 'Crypto and quasi-cash', codes: [6051] },
  money_transfer: { label: 'Money transfer services', codes: [4829, 6540] },
  adult: { label: 'Adult content', codes: [5967] },
  alcohol_tobacco: { label: 'Liquor and tobacco stores', codes: [5921, 5993] },
} as const satisfies Record<string, { label: string; codes: readonly number[] }>;
export type MccGroup = keyof typeof MCC_GROUPS;
export const MCC_GROUP_KEYS = Object.keys(MCC_GROUPS) as [MccGroup, ...MccGroup[]];
export const MccGroupSchema = z.enum(MCC_GROUP_KEYS, { error: 'Choose a listed category' });

/** The blocked group an MCC belongs to, if any. */
export function mccGroupOf(mcc: number): MccGroup | null {
  for (const key of MCC_GROUP_KEYS)
    if ((MCC_GROUPS[key].codes as readonly number[]).includes(mcc)) return key;
  return null;
}

/** The history category of a card payment, from its MCC (ranges as the card networks publish them). */
export function mccCategory(mcc: number): string {
  if (mcc === 5411 || mcc === 5422 || mcc === 5441 || mcc === 5451 || mcc === 5499)
    return 'Groceries';
  if (mcc >= 5811 && mcc <= 5814) return 'Dining';
  if (mcc === 5541 || mcc === 5542 || (mcc >= 4111 && mcc <= 4131) || mcc === 4784)
    return 'Transport';
  if ((mcc >= 3000 && mcc <= 3999) || mcc === 4511 || mcc === 4722 || mcc === 7011) return 'Travel';
  if (mcc === 6010 || mcc === 6011) return 'Cash';
  if (mcc === 4814 || mcc === 4899 || mcc === 4900) return 'Bills';
  if (mcc === 7832 || mcc === 7841 || (mcc >= 7911 && mcc <= 7999)) return 'Entertainment';
  if (mcc >= 8011 && mcc <= 8099) return 'Health';
  if (mcc >= 5200 && mcc <= 5999) return 'Shopping';
  return 'Card payment';
}

/** Where a card can be used; each can be switched off. */
export const CARD_CHANNELS = ['online', 'contactless', 'chip', 'atm'] as const;
export const CardChannelSchema = z.enum(CARD_CHANNELS);
export type CardChannel = z.infer<typeof CardChannelSchema>;

export const CardControlsSchema = z.object({
  perTransactionLimitMinor: z.number().int().positive(),
  dailyLimitMinor: z.number().int().positive(),
  allowOnline: z.boolean(),
  allowContactless: z.boolean(),
  allowAtm: z.boolean(),
  allowAbroad: z.boolean(),
  blockedGroups: z.array(MccGroupSchema),
});
export type CardControls = z.infer<typeof CardControlsSchema>;

/** A card as every list and page shows it: never its number or CVV. */
export const CardSchema = z.object({
  id: UuidSchema,
  accountId: UuidSchema,
  accountName: z.string(),
  accountNumberLast4: z.string(),
  nameOnCard: z.string(),
  last4: z.string(),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  status: CardStatusSchema,
  closeReason: CardCloseReasonSchema.nullable(),
  /** Wrong CVVs in a row lock the card for payments that need one, until its holder unlocks it. */
  cvvLocked: z.boolean(),
  controls: CardControlsSchema,
  /** Money held by authorisations not yet cleared (it has already left the available balance). */
  pendingMinor: z.number().int().nonnegative(),
  /** Spent today (UTC) against the daily limit: holds and clearings of today's authorisations. */
  spentTodayMinor: z.number().int().nonnegative(),
  replacesCardId: UuidSchema.nullable(),
  createdAt: z.string(),
});
export type Card = z.infer<typeof CardSchema>;

/** The bank's maximums, within which a customer sets their limits. */
export const CardLimitsSchema = z.object({
  maxPerTransactionMinor: z.number().int().positive(),
  maxDailyMinor: z.number().int().positive(),
});
export type CardLimits = z.infer<typeof CardLimitsSchema>;

export const CardListSchema = z.object({
  cards: z.array(CardSchema),
  limits: CardLimitsSchema,
  /** Checking accounts that have no open card (a card can be issued on them). */
  eligibleAccountIds: z.array(UuidSchema),
});
export type CardList = z.infer<typeof CardListSchema>;

export const IssueCardRequestSchema = z.strictObject({ accountId: UuidSchema });
export type IssueCardRequest = z.infer<typeof IssueCardRequestSchema>;

/** A change to a card's controls: only what is sent changes; the limits are checked against the bank's maximums. */
export const UpdateCardControlsRequestSchema = z
  .strictObject({
    perTransactionLimitMinor: AmountMinorSchema.optional(),
    dailyLimitMinor: AmountMinorSchema.optional(),
    allowOnline: z.boolean().optional(),
    allowContactless: z.boolean().optional(),
    allowAtm: z.boolean().optional(),
    allowAbroad: z.boolean().optional(),
    blockedGroups: z.array(MccGroupSchema).max(MCC_GROUP_KEYS.length).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, 'Change at least one control');
export type UpdateCardControlsRequest = z.infer<typeof UpdateCardControlsRequestSchema>;

export const ReportCardRequestSchema = z.strictObject({
  reason: z.enum(['lost', 'stolen'], { error: 'Say whether the card was lost or stolen' }),
  /** Issue a new number on the same account at once. */
  replace: z.boolean(),
});
export type ReportCardRequest = z.infer<typeof ReportCardRequestSchema>;

/** The answer to reporting a card: the closed card, and its replacement when one was asked for. */
export const ReportCardResponseSchema = z.object({
  closed: CardSchema,
  replacement: CardSchema.nullable(),
});
export type ReportCardResponse = z.infer<typeof ReportCardResponseSchema>;

/** Step 1 of revealing a card's number: a step-up opened. */
export const RevealCardStartSchema = z.object({
  method: SecondFactorMethodSchema,
  message: z.string(),
});
export type RevealCardStart = z.infer<typeof RevealCardStartSchema>;

export const RevealCardRequestSchema = z.strictObject({
  code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type RevealCardRequest = z.infer<typeof RevealCardRequestSchema>;

/** How long the portal shows a revealed number before hiding it again. */
export const CARD_REVEAL_SECONDS = 60;

/** Step 2: the full number and CVV, once, for the screen to show for CARD_REVEAL_SECONDS. */
export const RevealedCardSchema = z.object({
  cardId: UuidSchema,
  pan: z.string().regex(/^\d{16}$/),
  cvv: z.string().regex(/^\d{3}$/),
  expiryMonth: z.number().int(),
  expiryYear: z.number().int(),
  /** When the screen hides it (the server keeps no revealed copy). */
  hideAt: z.string(),
});
export type RevealedCard = z.infer<typeof RevealedCardSchema>;

/**
 * A card payment as its holder sees it: held (pending) → cleared (posted, maybe for another amount,
 * e.g. a tip), or reversed / expired (the hold given back), or declined (with the reason), or a
 * refund (money back from a merchant).
 */
export const CARD_ACTIVITY_STATUSES = [
  'pending',
  'posted',
  'reversed',
  'expired',
  'declined',
  'refunded',
] as const;
export const CardActivityStatusSchema = z.enum(CARD_ACTIVITY_STATUSES);
export type CardActivityStatus = z.infer<typeof CardActivityStatusSchema>;

export const CardActivitySchema = z.object({
  id: UuidSchema,
  cardId: UuidSchema,
  cardLast4: z.string(),
  merchantName: z.string(),
  mcc: z.number().int(),
  category: z.string(),
  country: z.string(),
  channel: CardChannelSchema,
  /** Asked for: what the authorisation held (or would have). */
  amountMinor: z.number().int().positive(),
  /** What cleared (null until then); a refund's amount. */
  postedMinor: z.number().int().nullable(),
  status: CardActivityStatusSchema,
  /** The network's response code (00 approved, 51, 54, 57, 62, 05 …) and what it means. */
  responseCode: z.string(),
  declineReason: z.string().nullable(),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
});
export type CardActivity = z.infer<typeof CardActivitySchema>;

export const CardActivityListSchema = z.object({ activity: z.array(CardActivitySchema) });
export type CardActivityList = z.infer<typeof CardActivityListSchema>;

export const CardErrorCode = {
  NOT_FOUND: 'CARD_NOT_FOUND',
  ACCOUNT_NOT_FOUND: 'CARD_ACCOUNT_NOT_FOUND',
  ACCOUNT_NOT_CHECKING: 'CARD_ACCOUNT_NOT_CHECKING',
  ALREADY_HAS_CARD: 'CARD_ALREADY_ISSUED',
  CLOSED: 'CARD_CLOSED',
  NOT_FROZEN: 'CARD_NOT_FROZEN',
  ALREADY_FROZEN: 'CARD_ALREADY_FROZEN',
  OVER_MAXIMUM: 'CARD_LIMIT_OVER_MAXIMUM',
  PER_TRANSACTION_OVER_DAILY: 'CARD_LIMITS_INCONSISTENT',
  NOT_CVV_LOCKED: 'CARD_NOT_CVV_LOCKED',
  STAFF_OWN_CARD: 'CARD_STAFF_OWN',
} as const;
export type CardErrorCode = (typeof CardErrorCode)[keyof typeof CardErrorCode];
