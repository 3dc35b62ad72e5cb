import { Injectable } from '@nestjs/common';
import type {
  CategorySpending,
  Insights,
  InsightsMonth,
  InsightsQuery,
} from '@vaultline/contracts';
import { InsightsQuerySchema } from '@vaultline/contracts';
import { addMinor } from '@vaultline/money';
import { toMinor } from '../../platform/database/money';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { monthCategoryTotals } from './insights.queries';
import type { MonthCategoryRow } from './insights.queries';

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
  /** Figures of past months: a replica may serve them (read-your-writes kept). */
  constructor(private readonly replica: ReplicaReads) {}

  /** The last `months` calendar months (UTC), the current one included. No errors beyond validation. */
  async months(userId: string, input: InsightsQuery, now = new Date()): Promise<Insights> {
    const { months } = InsightsQuerySchema.parse(input);
    const period = monthsUpTo(now, months);
    const rows = await monthCategoryTotals(this.replica, userId, period);
    return { months: toMonths(period.keys, rows) };
  }
}
