import { Stack } from '@mui/material';
import { PageHeading } from '@vaultline/ui';
import { StatCards } from './stat-cards';
import { UsersTable } from './users-table';

/** /admin: platform figures and user management. */
export function AdminDashboardPage() {
  return (
    <>
      <PageHeading title="Admin Dashboard" subtitle="Monitor the platform and manage users." />
      <Stack spacing={3}>
        <StatCards />
        <UsersTable />
      </Stack>
    </>
  );
}
