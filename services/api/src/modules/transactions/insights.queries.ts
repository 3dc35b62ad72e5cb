import { sqlRows } from '../../platform/database/sql';
import type { Queryable } from '../../platform/database/sql';

/** One month's money in and out under one category. */
export interface MonthCategoryRow {
  month: string;
  category: string;
  income_minor: string;
  spending_minor: string;
}

/**
 * A customer's completed lines in [from, to), summed per UTC month and category. Left out:
 * - a reversed line (status `reversed`) and its reversal (`reversal_of` set): undone, neither
 *   happened;
 * - both lines of a transfer between two of the customer's own accounts: the transfer's other line
 *   is the same customer's, on another account (found through transactions_transfer_idx, 0019).
 *   Money that stayed theirs is neither income nor spending.
 * The window is read through transactions_user_history_idx (user_id, created_at).
 */
const MONTH_CATEGORY_SQL = `
  SELECT to_char(t.created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS month, t.category,
         coalesce(sum(t.amount_minor) FILTER (WHERE t.amount_minor > 0), 0)::text AS income_minor,
         coalesce(-sum(t.amount_minor) FILTER (WHERE t.amount_minor < 0), 0)::text AS spending_minor
    FROM transactions t
   WHERE t.user_id = $1 AND t.created_at >= $2 AND t.created_at < $3
     AND t.status = 'completed' AND t.reversal_of IS NULL
     AND NOT EXISTS (
       SELECT 1 FROM transactions own
        WHERE own.transfer_id = t.transfer_id AND own.user_id = t.user_id
          AND own.account_id <> t.account_id)
   GROUP BY 1, 2`;

/** The customer's figures per month and category in [from, to) (see MONTH_CATEGORY_SQL). */
export function monthCategoryTotals(
  db: Queryable,
  userId: string,
  period: { from: Date; to: Date },
): Promise<MonthCategoryRow[]> {
  return sqlRows<MonthCategoryRow>(db, MONTH_CATEGORY_SQL, [userId, period.from, period.to]);
}
