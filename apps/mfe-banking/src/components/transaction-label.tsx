import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Transaction } from '@vaultline/contracts';
import { paths } from '../config/paths';

/** What a history line says; a line of a transfer links to the transfer's details (status, reason). */
export function TransactionLabel({ transaction }: { transaction: Transaction }) {
  const text = transaction.description || transaction.title;
  if (!transaction.transferId) return <>{text}</>;
  return (
    <Link component={RouterLink} to={paths.transferDetails(transaction.transferId)} color="inherit">
      {text}
    </Link>
  );
}
