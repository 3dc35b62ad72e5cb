import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import UndoIcon from '@mui/icons-material/Undo';
import {
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { memo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Transaction, TransactionType } from '@vaultline/contracts';
import { type HistorySort } from '@vaultline/data-access';
import { formatDate } from '@vaultline/money';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  SectionCard,
  StatusChip,
  TransactionAmount,
  TransactionFilters,
  useDebouncedValue,
  FeedFooter,
} from '@vaultline/ui';
import { formatCount, formatTotal } from '@vaultline/ui';
import { SEARCH_DEBOUNCE_MS } from '../../../config/constants';
import { paths } from '../../../config/paths';
import { useTransactionFeed } from '../hooks/use-transaction-feed';
import { ReverseDialog } from './reverse-dialog';

interface RowProps {
  transaction: Transaction;
  userId: string;
  onReverse(transaction: Transaction): void;
}

const Row = memo(function Row({ transaction, userId, onReverse }: RowProps) {
  const label = transaction.description || transaction.title;
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(transaction.date)}</TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${transaction.title} · ${transaction.accountName} •••• ${transaction.accountNumberLast4}`}
        </Typography>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{transaction.category}</TableCell>
      <TableCell align="right">
        <TransactionAmount amountMinor={transaction.amountMinor} type={transaction.type} />
      </TableCell>
      <TableCell>
        <StatusChip status={transaction.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <Tooltip title="Edit details">
          <IconButton
            component={RouterLink}
            to={paths.editTransaction(transaction.id, userId)}
            aria-label={`Edit details of ${label}`}
            size="small"
          >
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
        {transaction.status === 'completed' ? (
          <Tooltip title="Reverse">
            <IconButton
              onClick={() => onReverse(transaction)}
              aria-label={`Reverse ${label}`}
              size="small"
              color="error"
            >
              <UndoIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </TableCell>
    </TableRow>
  );
});

type Feed = ReturnType<typeof useTransactionFeed>;

function FeedBody({
  feed,
  userId,
  onReverse,
}: {
  feed: Feed;
  userId: string;
  onReverse(transaction: Transaction): void;
}) {
  if (feed.error)
    return (
      <ErrorState
        title="We couldn't load the transactions."
        message={feed.error.message}
        onRetry={feed.reload}
      />
    );
  if (!feed.loaded) return <ListSkeleton rows={5} label="Loading transactions" />;
  if (feed.items.length === 0)
    return (
      <EmptyState
        icon={<ReceiptLongOutlinedIcon />}
        text="No transactions found matching your criteria."
      />
    );
  const total = formatTotal(feed.total, feed.totalCapped);
  return (
    <>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table aria-label="Transactions" size="small" sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Description</TableCell>
              <TableCell>Category</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>Status</TableCell>
              <TableCell>Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {feed.items.map((transaction) => (
              <Row
                key={transaction.id}
                transaction={transaction}
                userId={userId}
                onReverse={onReverse}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <FeedFooter
        feed={feed}
        summary={`Showing ${formatCount(feed.items.length)} of ${total} transactions`}
        moreErrorTitle="We couldn't load more transactions."
      />
    </>
  );
}

/** A customer's transactions: search, type filter and sort; edit a line's details or reverse it. */
export function UserTransactions({ userId }: { userId: string }) {
  const [search, setSearch] = useState('');
  const [type, setType] = useState<TransactionType | 'all'>('all');
  const [sort, setSort] = useState<HistorySort>('date');
  const debouncedSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const feed = useTransactionFeed(userId, { search: debouncedSearch, type, sort });
  const [reversing, setReversing] = useState<Transaction | null>(null);

  return (
    <SectionCard title="Transactions">
      <TransactionFilters
        search={search}
        type={type}
        sort={sort}
        onSearch={setSearch}
        onType={setType}
        onSort={setSort}
        sx={{ mb: 2 }}
      />
      <FeedBody feed={feed} userId={userId} onReverse={setReversing} />
      <ReverseDialog
        transaction={reversing}
        onClose={() => setReversing(null)}
        onReversed={() => setReversing(null)}
      />
    </SectionCard>
  );
}
