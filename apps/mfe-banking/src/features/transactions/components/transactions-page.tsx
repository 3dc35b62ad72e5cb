import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Card, CardContent, Stack, useMediaQuery, useTheme } from '@mui/material';
import { useState } from 'react';
import type { TransactionType } from '@vaultline/contracts';
import { type HistorySort } from '@vaultline/data-access';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  PageHeading,
  TransactionFilters,
  useDebouncedValue,
  FeedFooter,
  formatCount,
  formatTotal,
} from '@vaultline/ui';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useLoadOnVisible } from '../hooks/use-load-on-visible';
import { useTransactionFeed } from '../hooks/use-transaction-feed';
import { TransactionCards } from './transaction-cards';
import { TransactionTable } from './transaction-table';

type Feed = ReturnType<typeof useTransactionFeed>;

function TransactionsFooter({ feed }: { feed: Feed }) {
  const total = formatTotal(feed.total, feed.totalCapped);
  const sentinel = useLoadOnVisible<HTMLDivElement>(
    feed.loadMore,
    feed.hasMore && !feed.loadingMore && !feed.moreError,
  );
  return (
    <FeedFooter
      feed={feed}
      sentinel={sentinel}
      summary={`Showing ${formatCount(feed.items.length)} of ${total} transactions`}
      moreErrorTitle="We couldn't load more transactions."
    />
  );
}

function FeedBody({ feed }: { feed: Feed }) {
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  if (feed.error)
    return (
      <ErrorState
        title="We couldn't load your transactions."
        message={feed.error.message}
        onRetry={feed.reload}
      />
    );
  if (!feed.loaded) return <ListSkeleton rows={6} label="Loading transactions" />;
  if (feed.items.length === 0)
    return (
      <EmptyState
        icon={<ReceiptLongOutlinedIcon />}
        text="No transactions found matching your criteria."
      />
    );
  return (
    <>
      {wide ? <TransactionTable items={feed.items} /> : <TransactionCards items={feed.items} />}
      <TransactionsFooter feed={feed} />
    </>
  );
}

/** Transaction History: search, type filter and sort over the whole history, loaded a page at a time. */
export function TransactionsPage() {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TransactionType | 'all'>('all');
  const [sort, setSort] = useState<HistorySort>('date');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const feed = useTransactionFeed({ search: debouncedSearch, type, sort });

  return (
    <>
      <PageHeading
        title="Transaction History"
        subtitle="Every movement on your accounts, searchable and sortable."
      />
      <Stack spacing={3}>
        <TransactionFilters
          search={search}
          type={type}
          sort={sort}
          onSearch={setSearch}
          onType={setType}
          onSort={setSort}
        />
        <Card variant="outlined">
          <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
            <FeedBody feed={feed} />
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}
