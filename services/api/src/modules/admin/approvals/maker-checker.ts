import type { EntityManager } from 'typeorm';
import { AdminErrorCode } from '@vaultline/contracts';
import type { AuthContext } from '../../users/auth-context';
import { AdminException, adminNotFound } from '../admin.exception';
import { findDecisionState, markPendingDecided } from './approvals.queries';
import type { Decision, Queue } from './maker-checker.types';

/**
 * The maker-checker rules every queue shares (adjustments and change requests): a request is
 * decided once, by one atomic update that only matches a pending row; approving and rejecting are
 * for anyone but its maker, withdrawing for its maker only. The tables check the same rule again.
 */

const QUEUES: Record<Queue, { approved: string; noun: string }> = {
  adjustment: { approved: 'posted', noun: 'adjustment' },
  change: { approved: 'applied', noun: 'request' },
};

const STATUS: Record<Decision, (queue: Queue) => string> = {
  approve: (queue) => QUEUES[queue].approved,
  reject: () => 'rejected',
  withdraw: () => 'withdrawn',
};

/**
 * Marks a pending request decided by `staff`, or throws why it cannot be.
 * Errors: ADMIN_NOT_FOUND, ADMIN_NOT_PENDING (decided already, even a moment ago by a concurrent
 * call), ADMIN_OWN_APPROVAL (the maker approving or rejecting), ADMIN_NOT_MAKER (someone else withdrawing).
 */
export async function decidePending(
  tx: EntityManager,
  queue: Queue,
  id: string,
  staff: AuthContext,
  decision: Decision,
  reason: string | null,
): Promise<void> {
  const decided = await markPendingDecided(
    tx,
    queue,
    { id, status: STATUS[decision](queue), staffId: staff.user.id, reason },
    decision === 'withdraw' ? 'maker' : 'not the maker',
  );
  if (!decided) throw await whyNotDecided(tx, queue, id, decision);
}

async function whyNotDecided(
  tx: EntityManager,
  queue: Queue,
  id: string,
  decision: Decision,
): Promise<AdminException> {
  const { noun } = QUEUES[queue];
  const row = await findDecisionState(tx, queue, id);
  if (!row) return adminNotFound(noun);
  if (row.status !== 'pending')
    return new AdminException(
      AdminErrorCode.NOT_PENDING,
      `This ${noun} was already ${row.status}.`,
    );
  if (decision === 'withdraw')
    return new AdminException(
      AdminErrorCode.NOT_MAKER,
      'Only the staff member who made this request can withdraw it.',
    );
  const instead = decision === 'reject' ? ' You can withdraw it instead.' : '';
  return new AdminException(
    AdminErrorCode.OWN_APPROVAL,
    `You made this request: another staff member must decide on it.${instead}`,
  );
}
