import { PageHeading } from '@vaultline/ui';

export function EditTransactionPage() {
  return <PageHeading title="Edit Transaction" />;
}
