import { Box, Skeleton, Typography } from '@mui/material';
import type { InsightsMonth } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { ErrorState, LinkButton, SectionCard } from '@vaultline/ui';
import { useInsights } from '../../../api/get-insights';
import { monthLabel } from '../../../components/charts/chart-format';
import { ChartFrame } from '../../../components/charts/chart-frame';
import { FiguresTable } from '../../../components/charts/figures-table';
import { LazyIncomeSpendingBars } from '../../../components/charts/lazy-charts';
import { paths } from '../../../config/paths';

/** The categories the card names. */
const TOP_CATEGORIES = 3;
const CHART_HEIGHT = 120;

function MonthFigures({ month }: { month: InsightsMonth }) {
  const rows = [
    { label: 'Income', amountMinor: month.incomeMinor },
    { label: 'Spending', amountMinor: month.spendingMinor },
    ...month.byCategory
      .slice(0, TOP_CATEGORIES)
      .map((row) => ({ label: `Spending: ${row.category}`, amountMinor: row.spendingMinor })),
  ];
  return (
    <ChartFrame
      tableAlwaysShown
      height={CHART_HEIGHT}
      chart={<LazyIncomeSpendingBars months={[month]} height={CHART_HEIGHT} compact />}
      table={
        <FiguresTable
          caption={`${monthLabel(month.month)} so far${month.byCategory.length > 0 ? ', with the top categories' : ''}`}
          rowKey={(row) => row.label}
          rows={rows}
          columns={[
            { header: 'Figure', cell: (row) => row.label },
            { header: 'Amount', cell: (row) => formatUsd(row.amountMinor), numeric: true },
          ]}
        />
      }
    />
  );
}

function ThisMonthBody() {
  const insights = useInsights(1);
  if (insights.error)
    return (
      <ErrorState
        title="We couldn't load this month's figures."
        message={insights.error.message}
        onRetry={insights.refetch}
      />
    );
  const month = insights.data?.months.at(-1);
  if (!month)
    return (
      <Box role="status" aria-label="Loading this month">
        <Skeleton variant="rounded" height={CHART_HEIGHT} />
        <Skeleton height={32} />
        <Skeleton height={32} />
      </Box>
    );
  if (month.incomeMinor === 0 && month.spendingMinor === 0)
    return (
      <Typography color="text.secondary">{`No completed transactions in ${monthLabel(month.month)} yet.`}</Typography>
    );
  return <MonthFigures month={month} />;
}

/** This calendar month (UTC): income, spending and the top categories, with a link to the insights. */
export function ThisMonthCard() {
  return (
    <SectionCard
      title="This month"
      action={
        <LinkButton to={paths.insights} size="small">
          See insights
        </LinkButton>
      }
    >
      <ThisMonthBody />
    </SectionCard>
  );
}
