import type { Adjustment } from '@vaultline/contracts';
import { toMinor } from '../../../platform/database/money';
import type { AdjustmentRow } from './adjustments.queries';

/** An adjustment as staff read it (the customer's account number shows its last 4 digits only). */
export function toAdjustment(row: AdjustmentRow): Adjustment {
  return {
    id: row.id,
    status: row.status,
    approvalRule: row.approval_rule,
    accountId: row.account_id,
    accountName: row.account_name,
    accountNumberLast4: row.account_number.slice(-4),
    customer: { id: row.owner_id, firstName: row.owner_first_name, lastName: row.owner_last_name },
    direction: row.direction,
    amountMinor: toMinor(row.amount_minor),
    title: row.title,
    category: row.category,
    description: row.description,
    reason: row.reason,
    maker: { id: row.maker_id, name: row.maker_name },
    checker: row.checker_id ? { id: row.checker_id, name: row.checker_name ?? '' } : null,
    decisionReason: row.decision_reason,
    createdAt: row.created_at.toISOString(),
    decidedAt: row.decided_at?.toISOString() ?? null,
  };
}
