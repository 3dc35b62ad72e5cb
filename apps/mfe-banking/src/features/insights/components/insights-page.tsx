import { Skeleton, Stack, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useState } from 'react';
import { INSIGHTS_MONTH_CHOICES, type Insights } from '@vaultline/contracts';
import { type Query } from '@vaultline/data-access';
import { EmptyState, ErrorState, PageHeading } from '@vaultline/ui';
import { useInsights } from '../../../api/get-insights';
import { CategoryCard } from './category-card';
import { IncomeSpendingCard } from './income-spending-card';

type Period = (typeof INSIGHTS_MONTH_CHOICES)[number];

function PeriodPicker({ value, onChange }: { value: Period; onChange(period: Period): void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      aria-label="Period"
      onChange={(_event, next: Period | null) => {
        if (next) onChange(next);
      }}
    >
      {INSIGHTS_MONTH_CHOICES.map((months) => (
        <ToggleButton key={months} value={months}>
          {`${months} months`}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

function InsightsBody({ query }: { query: Query<Insights> }) {
  if (query.error)
    return (
      <ErrorState
        title="We couldn't load your insights."
        message={query.error.message}
        onRetry={query.refetch}
      />
    );
  if (!query.data)
    return (
      <Stack spacing={3} role="status" aria-label="Loading insights">
        <Skeleton variant="rounded" height={360} />
        <Skeleton variant="rounded" height={240} />
      </Stack>
    );
  const { months } = query.data;
  if (months.every((month) => month.incomeMinor === 0 && month.spendingMinor === 0))
    return <EmptyState text="No completed transactions in this period yet" />;
  return (
    <Stack spacing={3} sx={{ opacity: query.isFetching ? 0.6 : 1 }}>
      <IncomeSpendingCard months={months} />
      <CategoryCard months={months} />
    </Stack>
  );
}

/**
 * Spending insights: income and spending per calendar month over 3, 6 or 12 months, and one
 * month's spending by category, each as a chart with its table.
 */
export function InsightsPage() {
  const [period, setPeriod] = useState<Period>(6);
  const insights = useInsights(period);
  return (
    <>
      <PageHeading
        title="Spending insights"
        subtitle="Money in and out of your accounts per calendar month (UTC), from completed transactions. Transfers between your own accounts are neither."
        actions={<PeriodPicker value={period} onChange={setPeriod} />}
      />
      <InsightsBody query={insights} />
    </>
  );
}
