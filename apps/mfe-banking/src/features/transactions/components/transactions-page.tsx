import { PageHeading } from '@vaultline/ui';

export function TransactionsPage() {
  return <PageHeading title="Transaction History" />;
}
