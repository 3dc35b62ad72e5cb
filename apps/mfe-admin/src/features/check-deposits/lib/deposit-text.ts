import type { AdminCheckDeposit, CheckDepositStatus } from '@vaultline/contracts';

type ChipColor = 'success' | 'warning' | 'error' | 'info' | 'default';

/** What each status means to staff, in words. */
export const STATUS_TEXT: Record<CheckDepositStatus, { label: string; color: ChipColor }> = {
  in_review: { label: 'In review', color: 'warning' },
  needs_image: { label: 'Waiting for new photos', color: 'warning' },
  approved: { label: 'Approved, on hold', color: 'success' },
  available: { label: 'Available', color: 'success' },
  rejected: { label: 'Rejected', color: 'error' },
  returned: { label: 'Returned unpaid', color: 'error' },
};

const APPROVED: CheckDepositStatus[] = ['approved', 'available', 'returned'];

/**
 * Approvals given out of those needed: "1 of 2" once a first staff member approved a check above
 * the threshold; all of them once approved; none shown for a rejected check.
 */
export function approvalsText(deposit: AdminCheckDeposit): string {
  const needed = deposit.approvalsNeeded;
  if (deposit.status === 'rejected') return '—';
  if (APPROVED.includes(deposit.status)) return `${needed} of ${needed}`;
  return `${deposit.firstApprover ? 1 : 0} of ${needed}`;
}

/** Staff may approve or ask for photos while in review; reject also while waiting for photos. */
export function allowedDecisions(status: CheckDepositStatus) {
  return {
    approve: status === 'in_review',
    requestImages: status === 'in_review',
    reject: status === 'in_review' || status === 'needs_image',
  };
}
