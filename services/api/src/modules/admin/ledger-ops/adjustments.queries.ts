import type { Adjustment, AdjustmentRequest } from '@vaultline/contracts';
import type { Queryable } from '../../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../../platform/database/sql';

export type ApprovalRule = NonNullable<Adjustment['approvalRule']>;

export interface AdjustmentRow {
  id: string;
  status: Adjustment['status'];
  approval_rule: Adjustment['approvalRule'];
  account_id: string;
  account_name: string;
  account_number: string;
  owner_id: string;
  owner_first_name: string;
  owner_last_name: string;
  direction: 'credit' | 'debit';
  amount_minor: string;
  title: string;
  category: string;
  description: string;
  reason: string;
  maker_id: string;
  maker_name: string;
  checker_id: string | null;
  checker_name: string | null;
  decision_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
}

const SELECT_ADJUSTMENT = `SELECT r.*, a.name AS account_name, a.number AS account_number, a.owner_id, o.first_name AS owner_first_name, o.last_name AS owner_last_name,
    m.first_name || ' ' || m.last_name AS maker_name, c.first_name || ' ' || c.last_name AS checker_name
  FROM adjustment_requests r JOIN ledger_accounts a ON a.id = r.account_id JOIN users o ON o.id = a.owner_id
  JOIN users m ON m.id = r.maker_id LEFT JOIN users c ON c.id = r.checker_id`;

interface IdRow {
  id: string;
}

export interface CustomerAccountRow {
  owner_id: string;
}

interface StaffDailyTotalRow {
  total_minor: string;
}

/** A customer account's owner, or undefined when there is no such customer account. */
export function findCustomerAccount(
  tx: Queryable,
  accountId: string,
): Promise<CustomerAccountRow | undefined> {
  return sqlFirst<CustomerAccountRow>(
    tx,
    "SELECT owner_id FROM ledger_accounts WHERE id = $1 AND kind = 'customer'",
    [accountId],
  );
}

/** Stores an adjustment, pending (`rule` says why) or posted now (`rule` null); its id. */
export async function insertAdjustmentRequest(
  tx: Queryable,
  request: AdjustmentRequest,
  makerId: string,
  rule: ApprovalRule | null,
): Promise<string> {
  const row = await sqlOne<IdRow>(
    tx,
    `INSERT INTO adjustment_requests (account_id, direction, amount_minor, title, category, description, reason,
           status, maker_id, approval_rule, decided_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, CASE WHEN $8 = 'posted' THEN now() END) RETURNING id`,
    [
      request.accountId,
      request.direction,
      request.amountMinor,
      request.title,
      request.category,
      request.description,
      request.reason,
      rule ? 'pending' : 'posted',
      makerId,
      rule,
    ],
    'adjustment request',
  );
  return row.id;
}

/**
 * Adds an amount to the staff member's total for the day, in one conditional upsert, only while
 * the total stays within the limit (the row's lock orders parallel calls). False when it would not.
 */
export async function addToStaffDailyTotal(
  tx: Queryable,
  total: { staffId: string; day: string; amountMinor: number; limitMinor: number },
): Promise<boolean> {
  const counted = await sqlRows<StaffDailyTotalRow>(
    tx,
    `INSERT INTO staff_adjustment_totals AS t (staff_id, day, total_minor) VALUES ($1, $2, $3)
       ON CONFLICT (staff_id, day) DO UPDATE SET total_minor = t.total_minor + EXCLUDED.total_minor
       WHERE t.total_minor + EXCLUDED.total_minor <= $4 RETURNING total_minor`,
    [total.staffId, total.day, total.amountMinor, total.limitMinor],
  );
  return counted.length === 1;
}

export async function setAdjustmentEntry(
  tx: Queryable,
  adjustmentId: string,
  entryId: string,
): Promise<void> {
  await sqlRun(tx, 'UPDATE adjustment_requests SET entry_id = $2 WHERE id = $1', [
    adjustmentId,
    entryId,
  ]);
}

/** The last 200 adjustments (of one status), newest first. */
export function findAdjustments(
  db: Queryable,
  status: Adjustment['status'] | undefined,
): Promise<AdjustmentRow[]> {
  return sqlRows<AdjustmentRow>(
    db,
    `${SELECT_ADJUSTMENT} ${status ? 'WHERE r.status = $1' : ''} ORDER BY r.created_at DESC LIMIT 200`,
    status ? [status] : [],
  );
}

export function findAdjustment(tx: Queryable, id: string): Promise<AdjustmentRow | undefined> {
  return sqlFirst<AdjustmentRow>(tx, `${SELECT_ADJUSTMENT} WHERE r.id = $1`, [id]);
}
