import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { memo } from 'react';
import type { Transaction } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';
import { StatusChip, TransactionAmount } from '@vaultline/ui';
import { TransactionLabel } from '../transaction-label';

const Row = memo(function Row({ transaction }: { transaction: Transaction }) {
  return (
    <TableRow hover>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(transaction.date)}</TableCell>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          <TransactionLabel transaction={transaction} />
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {`${transaction.accountName} •••• ${transaction.accountNumberLast4}`}
        </Typography>
      </TableCell>
      <TableCell>{transaction.category}</TableCell>
      <TableCell align="right">
        <TransactionAmount amountMinor={transaction.amountMinor} type={transaction.type} />
      </TableCell>
      <TableCell>
        <StatusChip status={transaction.status} />
      </TableCell>
    </TableRow>
  );
});

/** Wide screens: Date, Description, Category, Amount, Status. */
export function TransactionTable({ items }: { items: Transaction[] }) {
  return (
    <TableContainer>
      <Table aria-label="Transactions" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Description</TableCell>
            <TableCell>Category</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>Status</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((transaction) => (
            <Row key={transaction.id} transaction={transaction} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
