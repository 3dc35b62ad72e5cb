import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CategorySpending,
  Insights,
  InsightsMonth,
  InsightsQuery,
} from '@vaultline/contracts';
import { InsightsQuerySchema } from '@vaultline/contracts';
import { addMinor } from '@vaultline/money';
import { DataSource } from 'typeorm';
import { toMinor } from '../../platform/database/money';
import { sqlRows } from '../../platform/database/sql';

/** One month's money in and out under one category. */
interface MonthCategoryRow {
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

/** The months of the period, oldest first: `count` months up to and including the one of `now` (UTC). */
export function monthsUpTo(now: Date, count: number): { keys: string[]; from: Date; to: Date } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const keys = Array.from({ length: count }, (_, index) =>
    new Date(Date.UTC(year, month - (count - 1) + index, 1)).toISOString().slice(0, 7),
  );
  return {
    keys,
    from: new Date(Date.UTC(year, month - (count - 1), 1)),
    to: new Date(Date.UTC(year, month + 1, 1)),
  };
}

/** Every month of the period with its figures (zeros when nothing completed in it). */
export function toMonths(keys: string[], rows: MonthCategoryRow[]): InsightsMonth[] {
  const months = new Map<string, InsightsMonth>(
    keys.map((month) => [month, { month, incomeMinor: 0, spendingMinor: 0, byCategory: [] }]),
  );
  for (const row of rows) {
    const month = months.get(row.month);
    if (!month) throw new Error(`A line outside the period: ${row.month}`);
    const spendingMinor = toMinor(row.spending_minor);
    month.incomeMinor = addMinor(month.incomeMinor, toMinor(row.income_minor));
    month.spendingMinor = addMinor(month.spendingMinor, spendingMinor);
    if (spendingMinor > 0) month.byCategory.push({ category: row.category, spendingMinor });
  }
  for (const month of months.values()) month.byCategory.sort(largestFirst);
  return [...months.values()];
}

function largestFirst(a: CategorySpending, b: CategorySpending): number {
  return b.spendingMinor - a.spendingMinor || a.category.localeCompare(b.category);
}

/** Spending insights: a customer's income and spending per month, from their statement lines. */
@Injectable()
export class InsightsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The last `months` calendar months (UTC), the current one included. No errors beyond validation. */
  async months(userId: string, input: InsightsQuery, now = new Date()): Promise<Insights> {
    const { months } = InsightsQuerySchema.parse(input);
    const period = monthsUpTo(now, months);
    const rows = await sqlRows<MonthCategoryRow>(this.db, MONTH_CATEGORY_SQL, [
      userId,
      period.from,
      period.to,
    ]);
    return { months: toMonths(period.keys, rows) };
  }
}
