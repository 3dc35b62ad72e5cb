import type { Card, CardCloseReason, CardStatus } from '@vaultline/contracts';

/** "08/29": a card's expiry as printed on it. */
export function formatExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

/** "•••• •••• •••• 1234": a card number as every list shows it. */
export function maskedCardNumber(last4: string): string {
  return `•••• •••• •••• ${last4}`;
}

/** "4242 4242 4242 4242": a revealed number in groups of four, as printed on a card. */
export function groupCardNumber(pan: string): string {
  return pan.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "Everyday Checking ••4821": the account a card spends from. */
export function cardAccountLabel(card: Pick<Card, 'accountName' | 'accountNumberLast4'>): string {
  return `${card.accountName} ••${card.accountNumberLast4}`;
}

/** "Card ending 1234": how a card is named in buttons, dialogs and toasts. */
export function cardName(card: Pick<Card, 'last4'>): string {
  return `Card ending ${card.last4}`;
}

const CLOSED_LABELS: Record<CardCloseReason, string> = {
  lost: 'Closed: reported lost',
  stolen: 'Closed: reported stolen',
  replaced: 'Closed: replaced',
  closed: 'Closed',
};

// Filled chips whose white text keeps 4.5:1 (the drawn card is dark: no default grey chip on it).
type ChipColor = 'success' | 'warning' | 'default';

const STATUS_CHIPS: Record<CardStatus, { label: string; color: ChipColor }> = {
  active: { label: 'Active', color: 'success' },
  frozen: { label: 'Frozen', color: 'warning' },
  closed: { label: 'Closed', color: 'default' },
};

/** The status chip of a card: Active, Frozen, or Closed with the reason. */
export function cardStatusChip(card: Pick<Card, 'status' | 'closeReason'>): {
  label: string;
  color: ChipColor;
} {
  const chip = STATUS_CHIPS[card.status];
  if (card.status !== 'closed' || !card.closeReason) return chip;
  return { ...chip, label: CLOSED_LABELS[card.closeReason] };
}
