import { PageHeading } from '@vaultline/ui';

export function DashboardPage() {
  return <PageHeading title="Dashboard" />;
}
