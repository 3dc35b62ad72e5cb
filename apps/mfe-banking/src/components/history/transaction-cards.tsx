import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { memo } from 'react';
import type { Transaction } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';
import { StatusChip, TransactionAmount } from '@vaultline/ui';
import { TransactionLabel } from '../transaction-label';

const TransactionCard = memo(function TransactionCard({
  transaction,
}: {
  transaction: Transaction;
}) {
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardContent sx={{ display: 'flex', gap: 2, '&:last-child': { pb: 2 } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            <TransactionLabel transaction={transaction} />
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {`${formatDate(transaction.date)} · ${transaction.category}`}
          </Typography>
        </Box>
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <TransactionAmount amountMinor={transaction.amountMinor} type={transaction.type} />
          <StatusChip status={transaction.status} />
        </Stack>
      </CardContent>
    </Card>
  );
});

/** Small screens: one card per transaction. */
export function TransactionCards({ items }: { items: Transaction[] }) {
  return (
    <Stack component="ul" spacing={1} aria-label="Transactions" sx={{ p: 0, m: 0 }}>
      {items.map((transaction) => (
        <TransactionCard key={transaction.id} transaction={transaction} />
      ))}
    </Stack>
  );
}
