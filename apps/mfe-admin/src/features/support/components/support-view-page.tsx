import { PageHeading } from '@vaultline/ui';

export function SupportViewPage() {
  return <PageHeading title="User Complaints" />;
}
