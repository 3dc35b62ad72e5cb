import { PageHeading } from '@vaultline/ui';
import { TransactionHistory } from '../../../components/history/transaction-history';

/** Transaction History: every account's lines, filtered by what the address holds. */
export function TransactionsPage() {
  return (
    <>
      <PageHeading
        title="Transaction History"
        subtitle="Every movement on your accounts, searchable and sortable."
      />
      <TransactionHistory />
    </>
  );
}
