import {
  DAILY_LIMIT_MINOR,
  SUSPENSION_REASONS,
  type ChangeRequest,
  type ChangeValue,
  type LimitTier,
  type SuspensionReason,
} from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';

/** How staff read each field a change request can carry. */
const FIELDS: Record<string, { label: string; show(value: ChangeValue): string }> = {
  reviewThresholdMinor: { label: 'Review threshold', show: (value) => formatUsd(Number(value)) },
  reviewTime: { label: 'Review time shown to customers', show: (value) => String(value) },
  stepUpThresholdMinor: { label: 'Step-up threshold', show: (value) => formatUsd(Number(value)) },
  adjustmentApprovalThresholdMinor: {
    label: 'Adjustment approval threshold',
    show: (value) => formatUsd(Number(value)),
  },
  staffDailyAdjustmentLimitMinor: {
    label: 'Daily adjustment total per staff member',
    show: (value) => formatUsd(Number(value)),
  },
  newPayeeLimitMinor: {
    label: 'New payee limit per payment',
    show: (value) => formatUsd(Number(value)),
  },
  newPayeeCoolingHours: { label: 'New payee cooling-off', show: (value) => `${value} hours` },
  achPullDailyLimitMinor: {
    label: 'Money added from other banks per day',
    show: (value) => formatUsd(Number(value)),
  },
  achPullMonthlyLimitMinor: {
    label: 'Money added from other banks per month',
    show: (value) => formatUsd(Number(value)),
  },
  achHoldBusinessDays: {
    label: 'Hold on money added from other banks',
    show: (value) => `${value} business days`,
  },
  checkDailyLimitMinor: {
    label: 'Mobile check deposits per day',
    show: (value) => formatUsd(Number(value)),
  },
  checkMonthlyLimitMinor: {
    label: 'Mobile check deposits per month',
    show: (value) => formatUsd(Number(value)),
  },
  checkNextDayMinor: {
    label: 'Check amount available the next business day',
    show: (value) => formatUsd(Number(value)),
  },
  checkHoldBusinessDays: {
    label: 'Hold on the rest of a deposited check',
    show: (value) => `${value} business days`,
  },
  checkTwoApproversAboveMinor: {
    label: 'Checks approved by two staff members above',
    show: (value) => formatUsd(Number(value)),
  },
  cardMaxPerTransactionMinor: {
    label: 'Debit card limit per payment, maximum',
    show: (value) => formatUsd(Number(value)),
  },
  cardMaxDailyMinor: {
    label: 'Debit card limit per day, maximum',
    show: (value) => formatUsd(Number(value)),
  },
  cardHoldExpiryDays: {
    label: 'Days a card hold waits for the merchant',
    show: (value) => `${value} days`,
  },
  limitTier: {
    label: 'Daily limit tier',
    show: (value) => {
      const tier: LimitTier = value === 'premium' ? 'premium' : 'standard';
      return `${tier === 'premium' ? 'Premium' : 'Standard'} (${formatUsd(DAILY_LIMIT_MINOR[tier])} a day)`;
    },
  },
  suspendedReason: {
    label: 'Outgoing transfers',
    show: (value) =>
      value
        ? `Suspended: ${SUSPENSION_REASONS[value as SuspensionReason] ?? String(value)}`
        : 'Allowed',
  },
  stepUpRequired: {
    label: 'Transfer validation',
    show: (value) => (value ? 'A code for every transfer' : 'Bank-wide rules only'),
  },
  role: { label: 'Role', show: (value) => (value === 'admin' ? 'Admin' : 'User') },
  email: { label: 'Email', show: (value) => String(value) },
  secondFactor: {
    label: 'Second factor',
    show: (value) =>
      value === 'reset'
        ? 'Authenticator removed'
        : value === 'authenticator'
          ? 'Authenticator app'
          : 'None',
  },
  identityCheck: {
    label: 'Identity checked by',
    show: (value) => (value === null ? '—' : String(value)),
  },
};

export interface ChangeLineView {
  field: string;
  label: string;
  before: string;
  after: string;
}

/** Each field of a request as "label: before → after", in words and dollars. */
export function describeChanges(changes: ChangeRequest['changes']): ChangeLineView[] {
  return changes.map(({ field, before, after }) => {
    const known = FIELDS[field];
    const show = known?.show ?? ((value: ChangeValue) => String(value));
    return { field, label: known?.label ?? field, before: show(before), after: show(after) };
  });
}

/** One line of plain text for a toast or notice: "Role: User → Admin; Email: a@x → b@x". */
export function summarizeChanges(changes: ChangeRequest['changes']): string {
  return describeChanges(changes)
    .map((line) => `${line.label}: ${line.before} \u2192 ${line.after}`)
    .join('; ');
}

/** What the form tells staff once a change waits for a second staff member (never that it is done). */
export const SENT_FOR_APPROVAL =
  'Sent for approval: another staff member must approve this change.';
