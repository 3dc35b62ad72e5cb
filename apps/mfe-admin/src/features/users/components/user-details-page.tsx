import { PageHeading } from '@vaultline/ui';

export function UserDetailsPage() {
  return <PageHeading title="User Details" />;
}
