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
  | 'newPayeeLimitMinor';
export type Draft = Record<MoneyKey, string> & { reviewTime: string; newPayeeCoolingHours: string };
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
];

export const toDraft = (settings: BankSettings): Draft => ({
  reviewThresholdMinor: minorToDecimalString(settings.reviewThresholdMinor),
  stepUpThresholdMinor: minorToDecimalString(settings.stepUpThresholdMinor),
  adjustmentApprovalThresholdMinor: minorToDecimalString(settings.adjustmentApprovalThresholdMinor),
  staffDailyAdjustmentLimitMinor: minorToDecimalString(settings.staffDailyAdjustmentLimitMinor),
  newPayeeLimitMinor: minorToDecimalString(settings.newPayeeLimitMinor),
  reviewTime: settings.reviewTime,
  newPayeeCoolingHours: String(settings.newPayeeCoolingHours),
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
  const hours = /^\d{1,3}$/.test(draft.newPayeeCoolingHours.trim())
    ? Number(draft.newPayeeCoolingHours)
    : null;
  if (hours === null) problems.newPayeeCoolingHours = 'Enter a whole number of hours, like 24';
  else if (hours !== settings.newPayeeCoolingHours) changes.newPayeeCoolingHours = hours;
  const parsed = UpdateBankSettingsRequestSchema.safeParse({ ...changes, reason });
  if (!parsed.success) {
    for (const [key, message] of Object.entries(fieldErrors(parsed.error)))
      problems[key as keyof Errors] ??= message;
  }
  return { changes: { ...changes, reason: reason.trim() }, problems };
}
