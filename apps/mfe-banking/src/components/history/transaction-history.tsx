import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { Box, Card, CardContent, Stack, useMediaQuery, useTheme } from '@mui/material';
import type { FeedFilters } from '@vaultline/data-access';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  rangeErrorOf,
  type ScopeAccount,
  TransactionFilters,
  TransactionScopeFilters,
  useDebouncedValue,
  FeedFooter,
  formatCount,
  formatTotal,
} from '@vaultline/ui';
import { useAccounts } from '../../api/get-accounts';
import { SEARCH_DEBOUNCE_MS } from '../../config/constants';
import { ExportButton } from './export-button';
import { SearchedForLine } from './searched-for';
import { TransactionCards } from './transaction-cards';
import { TransactionTable } from './transaction-table';
import { useHistoryParams } from './use-history-params';
import { useLoadOnVisible } from './use-load-on-visible';
import { useTransactionFeed } from './use-transaction-feed';

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
      <>
        <SearchedForLine searched={feed.searchedFor} />
        <EmptyState
          icon={<ReceiptLongOutlinedIcon />}
          text="No transactions found matching your criteria."
        />
      </>
    );
  return (
    <>
      <SearchedForLine searched={feed.searchedFor} />
      {wide ? <TransactionTable items={feed.items} /> : <TransactionCards items={feed.items} />}
      <TransactionsFooter feed={feed} />
    </>
  );
}

/** The customer's accounts as the account filter names them. */
function useScopeAccounts(): ScopeAccount[] {
  const accounts = useAccounts().data?.accounts ?? [];
  return accounts.map((account) => ({
    id: account.id,
    label: `${account.name} •••• ${account.numberLast4}`,
  }));
}

/**
 * A history: search, type, sort, account (unless `accountId` fixes it) and days, kept in the
 * address; loaded a page at a time; the same lines downloadable as CSV.
 */
export function TransactionHistory({ accountId }: { accountId?: string }) {
  const [params, setParams] = useHistoryParams();
  const accounts = useScopeAccounts();
  const debouncedSearch = useDebouncedValue(params.search.trim(), SEARCH_DEBOUNCE_MS);
  const rangeError = rangeErrorOf(params);
  const filters: FeedFilters = {
    ...params,
    search: debouncedSearch,
    accountId: accountId ?? params.accountId,
  };
  const feed = useTransactionFeed(filters, !rangeError);

  return (
    <Stack spacing={2}>
      <TransactionFilters
        search={params.search}
        type={params.type}
        sort={params.sort}
        onSearch={(search) => setParams({ search })}
        onType={(type) => setParams({ type })}
        onSort={(sort) => setParams({ sort })}
      />
      <TransactionScopeFilters
        accounts={accountId ? undefined : accounts}
        accountId={params.accountId}
        onAccount={(next) => setParams({ accountId: next })}
        from={params.from}
        to={params.to}
        onRange={(range) => setParams(range)}
        rangeError={rangeError}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <ExportButton filters={filters} disabled={Boolean(rangeError)} />
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 1.5, sm: 2 } }}>
          {rangeError ? (
            <EmptyState text="Choose a start date on or before the end date to see transactions." />
          ) : (
            <FeedBody feed={feed} />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
