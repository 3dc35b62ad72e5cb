import { PageHeading } from '@vaultline/ui';

export function ProfilePage() {
  return <PageHeading title="Profile" />;
}
