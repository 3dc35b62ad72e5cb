import { PageHeading } from '@vaultline/ui';

export function AccountDetailsPage() {
  return <PageHeading title="Account Details" />;
}
