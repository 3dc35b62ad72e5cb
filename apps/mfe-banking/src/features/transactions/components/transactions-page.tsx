import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Stack,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { TransactionType } from '@vaultline/contracts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  PageHeading,
  TransactionFilters,
  useDebouncedValue,
  type HistorySort,
} from '@vaultline/ui';
import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { useLoadOnVisible } from '../hooks/use-load-on-visible';
import { useTransactionFeed } from '../hooks/use-transaction-feed';
import { TransactionCards } from './transaction-cards';
import { TransactionTable } from './transaction-table';

type Feed = ReturnType<typeof useTransactionFeed>;

function FeedFooter({ feed }: { feed: Feed }) {
  const sentinel = useLoadOnVisible<HTMLDivElement>(
    feed.loadMore,
    feed.hasMore && !feed.loadingMore && !feed.moreError,
  );
  return (
    <Box
      ref={sentinel}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, mt: 2 }}
    >
      <Typography variant="body2" color="text.secondary" aria-live="polite">
        {`Showing ${feed.items.length.toLocaleString('en-US')} of ${feed.total.toLocaleString('en-US')} transactions`}
      </Typography>
      {feed.moreError ? (
        <ErrorState
          title="We couldn't load more transactions."
          message={feed.moreError.message}
          onRetry={feed.loadMore}
        />
      ) : null}
      {feed.hasMore && !feed.moreError ? (
        <Button
          variant="outlined"
          onClick={feed.loadMore}
          disabled={feed.loadingMore}
          startIcon={feed.loadingMore ? <CircularProgress size={16} /> : undefined}
        >
          {feed.loadingMore ? 'Loading...' : 'Load more'}
        </Button>
      ) : null}
    </Box>
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
      <FeedFooter feed={feed} />
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
