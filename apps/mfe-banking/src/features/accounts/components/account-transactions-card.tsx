import { Box, Button, List, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { TRANSACTIONS_OFFSET_MAX } from '@vaultline/contracts';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  SearchField,
  SectionCard,
  useDebouncedValue,
} from '@vaultline/ui';
import { useTransactionPage } from '../../../api/get-transactions';
import { TransactionListItem } from '../../../components/transaction-list-item';
import { ACCOUNTS_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../../config/constants';

type Order = 'desc' | 'asc';

/** The deepest numbered page the API serves. */
const LAST_PAGE = Math.floor(TRANSACTIONS_OFFSET_MAX / ACCOUNTS_PAGE_SIZE) + 1;

/** Previous / "page / pages" / Next; `morePages`: the API stopped counting, so there are more. */
function Pager({
  page,
  pages,
  morePages,
  onPage,
}: {
  page: number;
  pages: number;
  morePages: boolean;
  onPage(page: number): void;
}) {
  const more = morePages ? '+' : '';
  return (
    <Box
      component="nav"
      aria-label="Transaction pages"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 2, mt: 2 }}
    >
      <Button size="small" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </Button>
      <Typography
        variant="body2"
        aria-live="polite"
        aria-label={`Page ${page} of ${pages}${morePages ? ' or more' : ''}`}
      >
        {`${page} / ${pages}${more}`}
      </Typography>
      <Button size="small" onClick={() => onPage(page + 1)} disabled={page >= pages && !morePages}>
        Next
      </Button>
    </Box>
  );
}

function TransactionsBody({
  search,
  order,
  page,
  onPage,
}: {
  search: string;
  order: Order;
  page: number;
  onPage(page: number): void;
}) {
  const offset = (page - 1) * ACCOUNTS_PAGE_SIZE;
  const query = useTransactionPage({
    search: search || undefined,
    sort: 'date',
    order,
    limit: ACCOUNTS_PAGE_SIZE,
    offset,
  });
  if (query.error)
    return (
      <ErrorState
        title="We couldn't load your transactions."
        message={query.error.message}
        onRetry={query.refetch}
      />
    );
  if (!query.data) return <ListSkeleton rows={ACCOUNTS_PAGE_SIZE} label="Loading transactions" />;
  if (query.data.total === 0) return <EmptyState text="No transactions found" />;
  const pages = Math.min(LAST_PAGE, Math.max(1, Math.ceil(query.data.total / ACCOUNTS_PAGE_SIZE)));
  const morePages = query.data.totalCapped && pages < LAST_PAGE;
  return (
    <>
      <List aria-label="Transactions" sx={{ opacity: query.isFetching ? 0.6 : 1 }}>
        {query.data.items.map((transaction) => (
          <TransactionListItem key={transaction.id} transaction={transaction} />
        ))}
      </List>
      <Pager page={page} pages={pages} morePages={morePages} onPage={onPage} />
    </>
  );
}

/** Recent Transactions: search by description, Newest/Oldest, 5 per page with previous/next and "page / total". */
export function AccountTransactionsCard() {
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<Order>('desc');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  // A new search or sort starts at its first page.
  const filterKey = `${debouncedSearch}|${order}`;
  const [paging, setPaging] = useState({ filterKey, page: 1 });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const setPage = (next: number) => setPaging({ filterKey, page: next });

  return (
    <SectionCard title="Recent Transactions">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 1 }}>
        <SearchField
          label="Search by description"
          size="small"
          value={search}
          onSearch={setSearch}
          sx={{ flexGrow: 1, minWidth: 200 }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={order}
          aria-label="Sort"
          onChange={(_event, next: Order | null) => {
            if (next) setOrder(next);
          }}
        >
          <ToggleButton value="desc">Newest</ToggleButton>
          <ToggleButton value="asc">Oldest</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <TransactionsBody search={debouncedSearch} order={order} page={page} onPage={setPage} />
    </SectionCard>
  );
}
