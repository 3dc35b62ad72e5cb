import { Box, List, Pagination, Typography } from '@mui/material';
import { useState } from 'react';
import { EmptyState, ErrorState, LinkButton, ListSkeleton, SectionCard } from '@vaultline/ui';
import { useTransactionPage } from '../../../api/get-transactions';
import { TransactionListItem } from '../../../components/transaction-list-item';
import { DASHBOARD_PAGE_SIZE } from '../../../config/constants';
import { paths } from '../../../config/paths';

/** "Showing 6 - 10 of 12 transactions". */
export function showingText(page: number, pageSize: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return `Showing ${first} - ${last} of ${total} transactions`;
}

function ActivityBody({ page, onPage }: { page: number; onPage(page: number): void }) {
  const query = useTransactionPage({
    sort: 'date',
    order: 'desc',
    limit: DASHBOARD_PAGE_SIZE,
    offset: (page - 1) * DASHBOARD_PAGE_SIZE,
  });
  if (query.error)
    return (
      <ErrorState
        title="We couldn't load your recent activity."
        message={query.error.message}
        onRetry={query.refetch}
      />
    );
  if (!query.data)
    return <ListSkeleton rows={DASHBOARD_PAGE_SIZE} label="Loading recent activity" />;
  const { items, total } = query.data;
  if (total === 0) return <EmptyState text="No recent transactions." />;
  const pages = Math.ceil(total / DASHBOARD_PAGE_SIZE);
  return (
    <>
      <List aria-label="Recent transactions" sx={{ opacity: query.isFetching ? 0.6 : 1 }}>
        {items.map((transaction) => (
          <TransactionListItem key={transaction.id} transaction={transaction} />
        ))}
      </List>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mt: 2,
        }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {showingText(page, DASHBOARD_PAGE_SIZE, total)}
        </Typography>
        {pages > 1 ? (
          <Pagination
            count={pages}
            page={page}
            onChange={(_event, next) => onPage(next)}
            size="small"
            aria-label="Recent activity pages"
          />
        ) : null}
      </Box>
    </>
  );
}

/** Recent Activity: 5 per page, numbered pages, "Showing x - y of n transactions", View All. */
export function RecentActivity() {
  const [page, setPage] = useState(1);
  return (
    <SectionCard
      title="Recent Activity"
      action={
        <LinkButton to={paths.transactions} size="small">
          View All
        </LinkButton>
      }
    >
      <ActivityBody page={page} onPage={setPage} />
    </SectionCard>
  );
}
