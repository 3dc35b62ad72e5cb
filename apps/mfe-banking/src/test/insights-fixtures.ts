import type { BalanceDay, BalanceHistory, Insights, InsightsMonth } from '@vaultline/contracts';

/** The latest months of the fixtures' history, oldest first; the API answers the last `months`. */
const HISTORY: InsightsMonth[] = [
  ...Array.from({ length: 9 }, (_, index) =>
    quietMonth(`2025-${String(index + 1).padStart(2, '0')}`),
  ),
  {
    month: '2025-10',
    incomeMinor: 100_000,
    spendingMinor: 2_500,
    byCategory: [{ category: 'Fees', spendingMinor: 2_500 }],
  },
  quietMonth('2025-11'),
  quietMonth('2025-12'),
  {
    month: '2026-01',
    incomeMinor: 250_000,
    spendingMinor: 120_050,
    byCategory: [
      { category: 'Rent', spendingMinor: 100_000 },
      { category: 'Groceries', spendingMinor: 20_050 },
    ],
  },
  quietMonth('2026-02'),
  {
    month: '2026-03',
    incomeMinor: 300_000,
    spendingMinor: 45_025,
    byCategory: [
      { category: 'Transfer', spendingMinor: 40_000 },
      { category: 'Cash withdrawal', spendingMinor: 5_025 },
    ],
  },
];

export function quietMonth(month: string): InsightsMonth {
  return { month, incomeMinor: 0, spendingMinor: 0, byCategory: [] };
}

/** What GET /insights?months=n answers for the fixture customer (the current month: 2026-03). */
export function insightsFor(months: number): Insights {
  return { months: HISTORY.slice(-months) };
}

/** A period without a completed line. */
export function quietInsights(months: number): Insights {
  return { months: HISTORY.slice(-months).map((month) => quietMonth(month.month)) };
}

/** `count` days up to 2026-03-31: 1,000.00 until the 30th, then +250.50 on the 31st. */
export function balanceHistory(accountId: string, count = 90): BalanceHistory {
  const last = Date.UTC(2026, 2, 31);
  const days: BalanceDay[] = Array.from({ length: count }, (_, index) => {
    const date = new Date(last - (count - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    const lastDay = index === count - 1;
    return { date, balanceMinor: lastDay ? 125_050 : 100_000, netMinor: lastDay ? 25_050 : 0 };
  });
  return { accountId, days };
}
