import { AdminErrorCode } from '@vaultline/contracts';
import type { EntityManager } from 'typeorm';
import type { AuthContext } from '../../users/auth-context';
import { sqlRows } from '../../../platform/database/sql';
import { AdminException, adminNotFound } from '../admin.exception';

/**
 * The maker-checker rules every queue shares (adjustments and change requests): a request is
 * decided once, by one atomic update that only matches a pending row; approving and rejecting are
 * for anyone but its maker, withdrawing for its maker only. The tables check the same rule again.
 */
export type Queue = 'adjustment' | 'change';
export type Decision = 'approve' | 'reject' | 'withdraw';

const QUEUES: Record<Queue, { table: string; approved: string; noun: string }> = {
  adjustment: { table: 'adjustment_requests', approved: 'posted', noun: 'adjustment' },
  change: { table: 'change_requests', approved: 'applied', noun: 'request' },
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
  const { table } = QUEUES[queue];
  const maker = decision === 'withdraw' ? 'maker_id = $3' : 'maker_id <> $3';
  const rows = await sqlRows<{ id: string }>(
    tx,
    `UPDATE ${table} SET status = $2, checker_id = $3, decision_reason = $4, decided_at = now()
     WHERE id = $1 AND status = 'pending' AND ${maker} RETURNING id`,
    [id, STATUS[decision](queue), staff.user.id, reason],
  );
  if (rows.length === 0) throw await whyNotDecided(tx, queue, id, staff, decision);
}

async function whyNotDecided(
  tx: EntityManager,
  queue: Queue,
  id: string,
  staff: AuthContext,
  decision: Decision,
): Promise<AdminException> {
  const { table, noun } = QUEUES[queue];
  const [row] = await sqlRows<{ status: string; maker_id: string }>(
    tx,
    `SELECT status, maker_id FROM ${table} WHERE id = $1`,
    [id],
  );
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

/** Staff never make or check an action on their own accounts, transfers or user. */
export function ownAccount(what: string): AdminException {
  return new AdminException(
    AdminErrorCode.OWN_ACCOUNT,
    `This is ${what}: another staff member must handle it.`,
  );
}
