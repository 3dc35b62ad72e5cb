import { Box, Typography } from '@mui/material';
import type { InsightsMonth } from '@vaultline/contracts';
import { addMinor, formatUsd } from '@vaultline/money';
import { SectionCard } from '@vaultline/ui';
import { monthLabel } from '../../../components/charts/chart-format';
import { ChartFrame } from '../../../components/charts/chart-frame';
import { FiguresTable } from '../../../components/charts/figures-table';
import { LazyIncomeSpendingBars } from '../../../components/charts/lazy-charts';

const CHART_HEIGHT = 280;

function MonthsTable({ months }: { months: InsightsMonth[] }) {
  const first = monthLabel(months[0].month);
  const last = monthLabel(months[months.length - 1].month);
  return (
    <FiguresTable
      caption={`Income and spending per month, ${first} to ${last}`}
      rowKey={(month) => month.month}
      rows={months}
      columns={[
        { header: 'Month', cell: (month) => monthLabel(month.month) },
        { header: 'Income', cell: (month) => formatUsd(month.incomeMinor), numeric: true },
        { header: 'Spending', cell: (month) => formatUsd(month.spendingMinor), numeric: true },
      ]}
    />
  );
}

/** Money in and out per month: the totals of the period, a bar chart and its table. */
export function IncomeSpendingCard({ months }: { months: InsightsMonth[] }) {
  const incomeMinor = addMinor(...months.map((month) => month.incomeMinor));
  const spendingMinor = addMinor(...months.map((month) => month.spendingMinor));
  return (
    <SectionCard title="Income vs spending">
      <Box component="p" sx={{ m: 0, mb: 2 }}>
        <Typography component="span" color="text.secondary">
          {`${months.length} ${months.length === 1 ? 'month' : 'months'}: `}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {`${formatUsd(incomeMinor)} in, ${formatUsd(spendingMinor)} out`}
        </Typography>
      </Box>
      <ChartFrame
        height={CHART_HEIGHT}
        chart={<LazyIncomeSpendingBars months={months} height={CHART_HEIGHT} />}
        table={<MonthsTable months={months} />}
      />
    </SectionCard>
  );
}
