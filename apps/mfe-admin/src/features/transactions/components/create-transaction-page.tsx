import { PageHeading } from '@vaultline/ui';

export function CreateTransactionPage() {
  return <PageHeading title="Post Adjustment" />;
}
