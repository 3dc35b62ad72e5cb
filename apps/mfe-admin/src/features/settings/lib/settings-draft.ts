import {
  UpdateBankSettingsRequestSchema,
  type BankSettings,
  type UpdateBankSettingsRequest,
} from '@vaultline/contracts';
import { minorToDecimalString, parseUsdToMinor } from '@vaultline/money';
import { fieldErrors } from '@vaultline/ui';

export type MoneyKey =
  | 'reviewThresholdMinor'
  | 'stepUpThresholdMinor'
  | 'adjustmentApprovalThresholdMinor'
  | 'staffDailyAdjustmentLimitMinor'
  | 'newPayeeLimitMinor'
  | 'achPullDailyLimitMinor'
  | 'achPullMonthlyLimitMinor'
  | 'checkDailyLimitMinor'
  | 'checkMonthlyLimitMinor'
  | 'checkNextDayMinor'
  | 'checkTwoApproversAboveMinor'
  | 'cardMaxPerTransactionMinor'
  | 'cardMaxDailyMinor';
/** The settings kept as a whole number (hours, business days, days). */
export type CountKey =
  'newPayeeCoolingHours' | 'achHoldBusinessDays' | 'checkHoldBusinessDays' | 'cardHoldExpiryDays';
export type Draft = Record<MoneyKey, string> & Record<CountKey, string> & { reviewTime: string };
export type Errors = Partial<Record<keyof Draft | 'reason', string>>;

export const MONEY_FIELDS: Array<{ key: MoneyKey; label: string; hint: string }> = [
  {
    key: 'reviewThresholdMinor',
    label: 'Review threshold (USD)',
    hint: 'Transfers above this are held, with the money reserved, until staff approve them in the review queue.',
  },
  {
    key: 'stepUpThresholdMinor',
    label: 'Step-up threshold (USD)',
    hint: 'Transfers above this need a one-time code emailed to the customer.',
  },
  {
    key: 'adjustmentApprovalThresholdMinor',
    label: 'Adjustment approval threshold (USD)',
    hint: 'Adjustments above this wait for a second staff member to approve them.',
  },
  {
    key: 'staffDailyAdjustmentLimitMinor',
    label: 'Daily adjustment total per staff member (USD)',
    hint:
      "Once a staff member's adjustments posted today without approval reach this, " +
      'the next ones wait for a second staff member too.',
  },
  {
    key: 'newPayeeLimitMinor',
    label: 'New payee limit per payment (USD)',
    hint: 'While a payee added from the payees page is new, each payment to it can be at most this.',
  },
  {
    key: 'achPullDailyLimitMinor',
    label: 'Money added from other banks per day (USD)',
    hint: 'What one customer may pull in from linked accounts in a day (UTC).',
  },
  {
    key: 'achPullMonthlyLimitMinor',
    label: 'Money added from other banks per month (USD)',
    hint: 'What one customer may pull in from linked accounts in a calendar month.',
  },
  {
    key: 'checkDailyLimitMinor',
    label: 'Mobile check deposits per day (USD)',
    hint: 'What one customer may deposit by photographing checks in a day (UTC).',
  },
  {
    key: 'checkMonthlyLimitMinor',
    label: 'Mobile check deposits per month (USD)',
    hint: 'What one customer may deposit by photographing checks in a calendar month.',
  },
  {
    key: 'checkNextDayMinor',
    label: 'Check amount available the next business day (USD)',
    hint: 'Of an approved check, this much is available the next business day; the rest after the hold.',
  },
  {
    key: 'checkTwoApproversAboveMinor',
    label: 'Checks approved by two staff members above (USD)',
    hint: 'A deposited check above this needs a second staff member to approve it.',
  },
  {
    key: 'cardMaxPerTransactionMinor',
    label: 'Debit card limit per payment, maximum (USD)',
    hint: "The most a customer may set as one card payment's limit.",
  },
  {
    key: 'cardMaxDailyMinor',
    label: 'Debit card limit per day, maximum (USD)',
    hint: "The most a customer may set as a card's daily spending limit.",
  },
];

/** The whole-number settings, their words and their bounds. */
export const COUNT_FIELDS: Array<{
  key: CountKey;
  label: string;
  hint: string;
  unit: string;
  max: number;
}> = [
  {
    key: 'newPayeeCoolingHours',
    label: 'New payee cooling-off (hours)',
    hint: 'How long a payee added from the payees page counts as new (0 to 720; 0 turns the limit off).',
    unit: 'hours, like 24',
    max: 720,
  },
  {
    key: 'achHoldBusinessDays',
    label: 'Hold on money added from other banks (business days)',
    hint: 'How long money pulled in from a linked account waits before it can be spent (0 to 10).',
    unit: 'business days, like 2',
    max: 10,
  },
  {
    key: 'checkHoldBusinessDays',
    label: 'Hold on the rest of a deposited check (business days)',
    hint: 'How long the part of an approved check above the next-day amount waits (0 to 10).',
    unit: 'business days, like 2',
    max: 10,
  },
  {
    key: 'cardHoldExpiryDays',
    label: 'Days a card hold waits for the merchant',
    hint: 'An authorisation not cleared after this many days is released and the money goes back.',
    unit: 'days, like 7',
    max: 30,
  },
];

export const toDraft = (settings: BankSettings): Draft => ({
  reviewThresholdMinor: minorToDecimalString(settings.reviewThresholdMinor),
  stepUpThresholdMinor: minorToDecimalString(settings.stepUpThresholdMinor),
  adjustmentApprovalThresholdMinor: minorToDecimalString(settings.adjustmentApprovalThresholdMinor),
  staffDailyAdjustmentLimitMinor: minorToDecimalString(settings.staffDailyAdjustmentLimitMinor),
  newPayeeLimitMinor: minorToDecimalString(settings.newPayeeLimitMinor),
  achPullDailyLimitMinor: minorToDecimalString(settings.achPullDailyLimitMinor),
  achPullMonthlyLimitMinor: minorToDecimalString(settings.achPullMonthlyLimitMinor),
  checkDailyLimitMinor: minorToDecimalString(settings.checkDailyLimitMinor),
  checkMonthlyLimitMinor: minorToDecimalString(settings.checkMonthlyLimitMinor),
  checkNextDayMinor: minorToDecimalString(settings.checkNextDayMinor),
  checkTwoApproversAboveMinor: minorToDecimalString(settings.checkTwoApproversAboveMinor),
  cardMaxPerTransactionMinor: minorToDecimalString(settings.cardMaxPerTransactionMinor),
  cardMaxDailyMinor: minorToDecimalString(settings.cardMaxDailyMinor),
  reviewTime: settings.reviewTime,
  newPayeeCoolingHours: String(settings.newPayeeCoolingHours),
  achHoldBusinessDays: String(settings.achHoldBusinessDays),
  checkHoldBusinessDays: String(settings.checkHoldBusinessDays),
  cardHoldExpiryDays: String(settings.cardHoldExpiryDays),
});

/** The changed fields in minor units, or the problems to fix. */
export function collect(
  draft: Draft,
  reason: string,
  settings: BankSettings,
): { changes: UpdateBankSettingsRequest; problems: Errors } {
  const changes: UpdateBankSettingsRequest = {};
  const problems: Errors = {};
  for (const { key } of MONEY_FIELDS) {
    const minor = parseUsdToMinor(draft[key]);
    if (minor === null) problems[key] = 'Enter an amount in dollars and cents, like 10000.00';
    else if (minor !== settings[key]) changes[key] = minor;
  }
  if (draft.reviewTime.trim() !== settings.reviewTime) changes.reviewTime = draft.reviewTime.trim();
  for (const { key, unit } of COUNT_FIELDS) {
    const count = /^\d{1,3}$/.test(draft[key].trim()) ? Number(draft[key]) : null;
    if (count === null) problems[key] = `Enter a whole number of ${unit}`;
    else if (count !== settings[key]) changes[key] = count;
  }
  const parsed = UpdateBankSettingsRequestSchema.safeParse({ ...changes, reason });
  if (!parsed.success) {
    for (const [key, message] of Object.entries(fieldErrors(parsed.error)))
      problems[key as keyof Errors] ??= message;
  }
  return { changes: { ...changes, reason: reason.trim() }, problems };
}
