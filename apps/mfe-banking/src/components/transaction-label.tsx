import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Transaction } from '@vaultline/contracts';
import { paths } from '../config/paths';

/**
 * What a history line says; the sender's line of a transfer links to the transfer's details (status,
 * reason). Other lines (a card payment, a deposit, money received) have no such page.
 */
export function TransactionLabel({ transaction }: { transaction: Transaction }) {
  const text = transaction.description || transaction.title;
  if (!transaction.transferId || transaction.type !== 'transfer') return <>{text}</>;
  return (
    <Link component={RouterLink} to={paths.transferDetails(transaction.transferId)} color="inherit">
      {text}
    </Link>
  );
}
