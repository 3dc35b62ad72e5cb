import { Skeleton } from '@mui/material';
import { BALANCE_HISTORY_DAYS_DEFAULT, type BalanceDay } from '@vaultline/contracts';
import { formatSignedUsd, formatUsd } from '@vaultline/money';
import { ErrorState, SectionCard } from '@vaultline/ui';
import { ChartFrame } from '../../../components/charts/chart-frame';
import { FiguresTable } from '../../../components/charts/figures-table';
import { LazyBalanceLine } from '../../../components/charts/lazy-charts';
import { useBalanceHistory } from '../api/get-balance-history';

const CHART_HEIGHT = 240;

function DaysTable({ days }: { days: BalanceDay[] }) {
  return (
    <FiguresTable
      caption={`Closing balance per day (UTC), ${days[0].date} to ${days[days.length - 1].date}`}
      rowKey={(day) => day.date}
      rows={days}
      columns={[
        { header: 'Date', cell: (day) => day.date },
        { header: 'Closing balance', cell: (day) => formatUsd(day.balanceMinor), numeric: true },
        { header: 'Change that day', cell: (day) => formatSignedUsd(day.netMinor), numeric: true },
      ]}
    />
  );
}

/** The last 90 days of an account's balance: a line chart and its table. */
export function BalanceHistoryCard({ accountId }: { accountId: string }) {
  const history = useBalanceHistory(accountId, BALANCE_HISTORY_DAYS_DEFAULT);
  const body = history.error ? (
    <ErrorState
      title="We couldn't load the balance history."
      message={history.error.message}
      onRetry={history.refetch}
    />
  ) : history.data ? (
    <ChartFrame
      height={CHART_HEIGHT}
      chart={<LazyBalanceLine days={history.data.days} height={CHART_HEIGHT} />}
      table={<DaysTable days={history.data.days} />}
    />
  ) : (
    <Skeleton
      variant="rounded"
      height={CHART_HEIGHT}
      role="status"
      aria-label="Loading balance history"
    />
  );
  return (
    <SectionCard title={`Balance over time (last ${BALANCE_HISTORY_DAYS_DEFAULT} days)`}>
      {body}
    </SectionCard>
  );
}
