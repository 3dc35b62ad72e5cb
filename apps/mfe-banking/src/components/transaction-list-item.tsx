import { Box, ListItem, Typography } from '@mui/material';
import { memo } from 'react';
import type { Transaction } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';
import { StatusChip, TransactionAmount } from '@vaultline/ui';
import { TransactionLabel } from './transaction-label';

/** One statement line in a compact list (dashboard, accounts): what, when, how much, status. */
export const TransactionListItem = memo(function TransactionListItem({
  transaction,
}: {
  transaction: Transaction;
}) {
  return (
    <ListItem divider sx={{ px: 0, gap: 2, alignItems: 'flex-start' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          <TransactionLabel transaction={transaction} />
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatDate(transaction.date)} · {transaction.category} · ••••{' '}
          {transaction.accountNumberLast4}
        </Typography>
      </Box>
      <Box
        sx={{
          textAlign: 'right',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'flex-end',
          gap: 0.5,
        }}
      >
        <TransactionAmount amountMinor={transaction.amountMinor} type={transaction.type} />
        <StatusChip status={transaction.status} />
      </Box>
    </ListItem>
  );
});
