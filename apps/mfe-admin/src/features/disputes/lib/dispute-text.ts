import type { AdminDispute, DisputeStatus } from '@vaultline/contracts';

type ChipColor = 'default' | 'warning' | 'success' | 'error';

export const STATUS_CHIPS: Record<DisputeStatus, { label: string; color: ChipColor }> = {
  open: { label: 'Open', color: 'warning' },
  info_requested: { label: 'Waiting for the customer', color: 'warning' },
  granted: { label: 'Granted', color: 'success' },
  denied: { label: 'Denied', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

export const FILTERS = {
  undecided: 'Undecided (open or waiting)',
  open: 'Open',
  info_requested: 'Waiting for the customer',
  granted: 'Granted',
  denied: 'Denied',
  withdrawn: 'Withdrawn',
} as const;

const DAY_MS = 86_400_000;

export function shortDate(value: string): string {
  const at = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return at.toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The clock in words: the next deadline and the days left (or "overdue"). */
export function clockText(
  dispute: AdminDispute,
  now = Date.now(),
): { text: string; overdue: boolean } {
  const undecided = dispute.status === 'open' || dispute.status === 'info_requested';
  if (!undecided) return { text: 'Decided', overdue: false };
  const due = Date.parse(`${dispute.nextDeadline}T23:59:59Z`);
  const days = Math.ceil((due - now) / DAY_MS);
  const what =
    dispute.provisionalCreditMinor === 0 && dispute.nextDeadline === dispute.provisionalCreditDue
      ? 'Provisional credit'
      : 'Decision';
  if (days < 0)
    return { text: `${what} overdue since ${shortDate(dispute.nextDeadline)}`, overdue: true };
  return {
    text: `${what} due ${shortDate(dispute.nextDeadline)} (${days} day${days === 1 ? '' : 's'} left)`,
    overdue: false,
  };
}
