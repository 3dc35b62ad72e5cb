import { PageHeading } from '@vaultline/ui';

export function TransferPage() {
  return <PageHeading title="Transfer Money" />;
}
