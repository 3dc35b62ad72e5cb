import type { Dispute, DisputeStatus } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';

type ChipColor = 'default' | 'warning' | 'success' | 'error';

export const STATUS_CHIPS: Record<DisputeStatus, { label: string; color: ChipColor }> = {
  open: { label: 'Under investigation', color: 'warning' },
  info_requested: { label: 'We need your answer', color: 'warning' },
  granted: { label: 'Granted', color: 'success' },
  denied: { label: 'Not upheld', color: 'error' },
  withdrawn: { label: 'Withdrawn', color: 'default' },
};

/** "Wed, Dec 10, 2026" from YYYY-MM-DD or an ISO instant (UTC, like statements). */
export function longDate(value: string): string {
  const at = value.length === 10 ? new Date(`${value}T00:00:00Z`) : new Date(value);
  return at.toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

export const isUndecided = (dispute: Dispute) =>
  dispute.status === 'open' || dispute.status === 'info_requested';

/** Where the provisional credit stands, in words. */
export function creditText(dispute: Dispute): string {
  if (dispute.provisionalCreditMinor > 0 && dispute.provisionalCreditAt)
    return `${formatUsd(dispute.provisionalCreditMinor)} credited on ${longDate(dispute.provisionalCreditAt)}`;
  if (isUndecided(dispute))
    return `Credited provisionally by ${longDate(dispute.provisionalCreditDue)} if we need longer`;
  return 'No provisional credit';
}
