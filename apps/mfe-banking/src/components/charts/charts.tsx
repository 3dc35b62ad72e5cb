// The only module that imports @mui/x-charts. It is loaded with React.lazy (lazy-charts.tsx), so
// the charts library is a chunk of its own, fetched by the pages that draw a chart and by no other.
import { useTheme } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { BalanceDay, CategorySpending, InsightsMonth } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { axisUsd, shortDayLabel, shortMonthLabel } from './chart-format';

/** Exact amounts in tooltips: the series hold minor units. */
const usd = (value: number | null) => (value === null ? '' : formatUsd(value));

export interface IncomeSpendingBarsProps {
  months: InsightsMonth[];
  height: number;
  /** A small chart (the dashboard card): no legend, no value axis. */
  compact?: boolean;
}

/** Income and spending side by side, one pair of bars per month. */
export function IncomeSpendingBars({ months, height, compact = false }: IncomeSpendingBarsProps) {
  const theme = useTheme();
  return (
    <BarChart
      disableKeyboardNavigation
      height={height}
      skipAnimation
      hideLegend={compact}
      xAxis={[
        {
          scaleType: 'band',
          data: months.map((month) => shortMonthLabel(month.month)),
        },
      ]}
      yAxis={[
        { valueFormatter: axisUsd, width: compact ? 0 : 56, position: compact ? 'none' : 'left' },
      ]}
      series={[
        {
          label: 'Income',
          data: months.map((month) => month.incomeMinor),
          valueFormatter: usd,
          color: theme.palette.success.main,
        },
        {
          label: 'Spending',
          data: months.map((month) => month.spendingMinor),
          valueFormatter: usd,
          color: theme.palette.error.main,
        },
      ]}
    />
  );
}

/** One month's spending per category: horizontal bars, largest at the top. */
export function CategoryBars({ categories }: { categories: CategorySpending[] }) {
  const theme = useTheme();
  return (
    <BarChart
      disableKeyboardNavigation
      layout="horizontal"
      height={Math.max(160, 48 + categories.length * 36)}
      skipAnimation
      hideLegend
      yAxis={[{ scaleType: 'band', data: categories.map((row) => row.category), width: 120 }]}
      xAxis={[{ valueFormatter: axisUsd }]}
      series={[
        {
          label: 'Spending',
          data: categories.map((row) => row.spendingMinor),
          valueFormatter: usd,
          color: theme.palette.primary.main,
        },
      ]}
    />
  );
}

/** An account's closing balance per day. */
export function BalanceLine({ days, height }: { days: BalanceDay[]; height: number }) {
  const theme = useTheme();
  return (
    <LineChart
      disableKeyboardNavigation
      height={height}
      skipAnimation
      hideLegend
      xAxis={[
        {
          scaleType: 'point',
          data: days.map((day) => day.date),
          valueFormatter: (date: string) => shortDayLabel(date),
        },
      ]}
      yAxis={[{ valueFormatter: axisUsd, width: 56 }]}
      series={[
        {
          label: 'Balance',
          data: days.map((day) => day.balanceMinor),
          valueFormatter: usd,
          showMark: false,
          area: true,
          color: theme.palette.primary.main,
        },
      ]}
    />
  );
}
