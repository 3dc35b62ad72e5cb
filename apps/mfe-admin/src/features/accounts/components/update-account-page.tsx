import { PageHeading } from '@vaultline/ui';

export function UpdateAccountPage() {
  return <PageHeading title="Update Account" />;
}
