import { PageHeading } from '@vaultline/ui';

export function AdminDashboardPage() {
  return <PageHeading title="Admin Dashboard" />;
}
