import type { CardActivity, CardActivityStatus } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';

// Filled chips whose text keeps 4.5:1 on them (MUI's info blue does not).
type ChipColor = 'default' | 'primary' | 'success' | 'warning' | 'error';

export const ACTIVITY_CHIPS: Record<CardActivityStatus, { label: string; color: ChipColor }> = {
  pending: { label: 'Pending', color: 'warning' },
  posted: { label: 'Posted', color: 'success' },
  reversed: { label: 'Reversed', color: 'default' },
  expired: { label: 'Expired', color: 'default' },
  declined: { label: 'Declined', color: 'error' },
  refunded: { label: 'Refunded', color: 'primary' },
};

/** The signed amount of a line: a payment negative (what cleared, else what was held), a refund positive. */
export function activityAmountMinor(activity: CardActivity): number {
  const amount = activity.postedMinor ?? activity.amountMinor;
  return activity.status === 'refunded' ? amount : -amount;
}

/** Whether the money of this line moved (a declined, reversed or expired payment took none). */
export function activityCharged(activity: CardActivity): boolean {
  return !['declined', 'reversed', 'expired'].includes(activity.status);
}

/** What the status means for this line, in a sentence (or nothing to add). */
export function activityNote(activity: CardActivity): string | null {
  const { amountMinor, postedMinor } = activity;
  switch (activity.status) {
    case 'pending':
      return 'Held from your balance until the merchant completes the payment.';
    case 'posted':
      return postedMinor !== null && postedMinor !== amountMinor
        ? `Authorised ${formatUsd(amountMinor)}, posted ${formatUsd(postedMinor)}.`
        : null;
    case 'reversed':
      return 'The merchant cancelled the payment: the held money is back.';
    case 'expired':
      return 'The merchant never completed the payment: the held money is back.';
    case 'declined':
      return `Declined: ${activity.declineReason ?? 'no reason given'}. You were not charged.`;
    case 'refunded':
      return 'Money back from the merchant.';
  }
}
