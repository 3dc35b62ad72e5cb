import type { TransferStatus } from '@vaultline/contracts';

/**
 * Every move a transfer's status may make, by name. A transfer starts in one of four states (the
 * start path decides which) and ends in one of four final ones; nothing leaves a final state.
 * - start: written by transfer_start_many (immediate, held for a code, or held for a review).
 * - confirm: the right step-up code; on to review, or delivered (completed at once if internal,
 *   pending in outbound clearing if external), or failed when the Vaultline number turned out
 *   to have no account to receive.
 * - approve / reject: a staff review's decision.
 * - cancel: the customer gives up a transfer waiting for its code; expire: nobody gave the code in time.
 * - settle / return: the clearing network's answer for an external transfer.
 * - refuse: a schedule's run the bank refused on the day (funds, limits) is kept as a failed
 *   transfer with its reason; no money moved.
 */
export const TRANSFER_TRANSITIONS = {
  start: { from: [null], to: ['completed', 'pending', 'awaiting_code', 'under_review'] },
  confirm: { from: ['awaiting_code'], to: ['under_review', 'completed', 'pending', 'failed'] },
  approve: { from: ['under_review'], to: ['completed', 'pending'] },
  reject: { from: ['under_review'], to: ['rejected'] },
  cancel: { from: ['awaiting_code'], to: ['cancelled'] },
  expire: { from: ['awaiting_code'], to: ['cancelled'] },
  settle: { from: ['pending'], to: ['completed'] },
  return: { from: ['pending'], to: ['failed'] },
  refuse: { from: [null], to: ['failed'] },
} as const satisfies Record<
  string,
  { from: readonly (TransferStatus | null)[]; to: readonly TransferStatus[] }
>;

export type TransferTransition = keyof typeof TRANSFER_TRANSITIONS;

/** The statuses nothing moves out of; a transfer reaching one gets its completed_at. */
export const FINAL_STATUSES: readonly TransferStatus[] = [
  'completed',
  'failed',
  'rejected',
  'cancelled',
];

export function isFinal(status: TransferStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** Whether `transition` may take a transfer from `from` (null: not written yet) to `to`. */
export function allowed(
  transition: TransferTransition,
  from: TransferStatus | null,
  to: TransferStatus,
): boolean {
  const rule: { from: readonly (TransferStatus | null)[]; to: readonly TransferStatus[] } =
    TRANSFER_TRANSITIONS[transition];
  return rule.from.includes(from) && rule.to.includes(to);
}

/** Refuses a move the table does not allow: a programming error, never a customer's. */
export function assertAllowed(
  transition: TransferTransition,
  from: TransferStatus | null,
  to: TransferStatus,
): void {
  if (!allowed(transition, from, to))
    throw new Error(`Transfer transition ${transition} cannot move ${from ?? 'nothing'} to ${to}.`);
}
