import { Chip } from '@mui/material';
import type { CheckDeposit, CheckDepositStatus } from '@vaultline/contracts';
import { formatDate, formatUsd } from '@vaultline/money';

type ChipColor = 'default' | 'warning' | 'success' | 'error';

const CHIPS: Record<CheckDepositStatus, { label: string; color: ChipColor }> = {
  in_review: { label: 'In review', color: 'default' },
  needs_image: { label: 'We need better photos', color: 'warning' },
  approved: { label: 'Approved', color: 'success' },
  available: { label: 'Available', color: 'success' },
  rejected: { label: 'Not accepted', color: 'error' },
  returned: { label: 'Returned', color: 'error' },
};

export function DepositStatusChip({ status }: { status: CheckDepositStatus }) {
  const chip = CHIPS[status];
  return <Chip size="small" color={chip.color} label={chip.label} />;
}

/** When each part of an approved check is available, with its true dates. */
function availability(deposit: CheckDeposit): string {
  const rest = deposit.amountMinor - deposit.nextDayMinor;
  const first = deposit.nextDayAt
    ? `${formatUsd(deposit.nextDayMinor)} available ${formatDate(deposit.nextDayAt)}`
    : '';
  if (rest <= 0 || !deposit.restAt) return `${first}.`;
  return `${first}; the other ${formatUsd(rest)} on ${formatDate(deposit.restAt)}.`;
}

/** What the status means for this deposit, in a sentence. */
export function depositStatusText(deposit: CheckDeposit): string {
  switch (deposit.status) {
    case 'in_review':
      return 'We are reviewing your check.';
    case 'needs_image':
      return `${deposit.staffNote ?? 'We could not read your photos.'} Send new photos of both sides.`;
    case 'approved':
      return `Approved. ${availability(deposit)} ${formatUsd(deposit.availableMinor)} is available now.`;
    case 'available':
      return 'Deposited: all of it is available.';
    case 'rejected':
      return `Not deposited: ${deposit.staffNote ?? 'no reason given'}`;
    case 'returned':
      return `The bank it is drawn on did not pay it (${deposit.returnReason ?? 'no reason given'}): we took the money back.`;
  }
}
