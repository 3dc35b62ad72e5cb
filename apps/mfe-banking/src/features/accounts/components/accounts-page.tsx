import { PageHeading } from '@vaultline/ui';

export function AccountsPage() {
  return <PageHeading title="My Accounts" />;
}
