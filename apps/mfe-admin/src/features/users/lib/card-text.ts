import {
  type Card,
  type CardActivity,
  type CardActivityStatus,
  type CardChannel,
  type CardCloseReason,
  type CardControls,
  type CardStatus,
  MCC_GROUPS,
  RESPONSE_CODES,
} from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';

/** Chip colours whose text passes WCAG AA contrast in the portal theme (MUI's info does not). */
type ChipColor = 'success' | 'warning' | 'error' | 'default';

export const CARD_STATUS_TEXT: Record<CardStatus, { label: string; color: ChipColor }> = {
  active: { label: 'Active', color: 'success' },
  frozen: { label: 'Frozen', color: 'warning' },
  closed: { label: 'Closed', color: 'default' },
};

const CLOSE_REASON_TEXT: Record<CardCloseReason, string> = {
  lost: 'reported lost',
  stolen: 'reported stolen',
  replaced: 'replaced by a new number',
  closed: 'closed by the customer',
};

/** "Active", "Frozen", or "Closed: reported stolen". */
export function cardStatusLabel(card: Pick<Card, 'status' | 'closeReason'>): string {
  const { label } = CARD_STATUS_TEXT[card.status];
  if (card.status !== 'closed' || !card.closeReason) return label;
  return `${label}: ${CLOSE_REASON_TEXT[card.closeReason]}`;
}

/** "08/29": the month and the last two digits of the year, as printed on a card. */
export function expiryText(card: Pick<Card, 'expiryMonth' | 'expiryYear'>): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}

/** "$1,000.00 per payment · $2,500.00 a day". */
export function limitsText(controls: CardControls): string {
  return `${formatUsd(controls.perTransactionLimitMinor)} per payment · ${formatUsd(controls.dailyLimitMinor)} a day`;
}

/** Where the customer switched the card off: "Online payments, ATM withdrawals", or "None". */
export function channelsOffText(controls: CardControls): string {
  const off = [
    controls.allowOnline ? null : 'Online payments',
    controls.allowContactless ? null : 'Contactless',
    controls.allowAtm ? null : 'ATM withdrawals',
    controls.allowAbroad ? null : 'Payments abroad',
  ].filter((label): label is string => label !== null);
  return off.length > 0 ? off.join(', ') : 'None';
}

/** The merchant categories the customer blocked, in words, or "None". */
export function blockedGroupsText(controls: CardControls): string {
  if (controls.blockedGroups.length === 0) return 'None';
  return controls.blockedGroups.map((group) => MCC_GROUPS[group].label).join(', ');
}

export const CHANNEL_TEXT: Record<CardChannel, string> = {
  online: 'Online',
  contactless: 'Contactless',
  chip: 'Chip',
  atm: 'ATM',
};

export const ACTIVITY_STATUS_TEXT: Record<CardActivityStatus, { label: string; color: ChipColor }> =
  {
    pending: { label: 'Pending', color: 'warning' },
    posted: { label: 'Posted', color: 'success' },
    reversed: { label: 'Reversed', color: 'default' },
    expired: { label: 'Hold expired', color: 'default' },
    declined: { label: 'Declined', color: 'error' },
    refunded: { label: 'Refunded', color: 'default' },
  };

/** "05 Do not honour: the card is frozen": the network's code and the bank's reason for it. */
export function responseText(
  activity: Pick<CardActivity, 'responseCode' | 'declineReason'>,
): string {
  const known: Record<string, string> = RESPONSE_CODES;
  const meaning = activity.declineReason ?? known[activity.responseCode];
  return meaning ? `${activity.responseCode} ${meaning}` : activity.responseCode;
}

/** What the payment came to: the cleared amount once posted (a refund's amount with a plus sign). */
export function activityAmountText(activity: CardActivity): string {
  const amount = formatUsd(activity.postedMinor ?? activity.amountMinor);
  return activity.status === 'refunded' ? `+${amount}` : amount;
}

/** "Held $10.00" when what cleared differs from what the authorisation held; otherwise null. */
export function heldNote(activity: CardActivity): string | null {
  if (activity.postedMinor === null || activity.postedMinor === activity.amountMinor) return null;
  if (activity.status === 'refunded') return null;
  return `Held ${formatUsd(activity.amountMinor)}`;
}
