import { PageHeading } from '@vaultline/ui';

export function EditUserPage() {
  return <PageHeading title="Edit User" />;
}
