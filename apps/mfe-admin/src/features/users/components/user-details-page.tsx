import { Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { TransferSettingsView } from '@vaultline/contracts';
import { BackButton, EmptyState, ErrorState, PageHeading } from '@vaultline/ui';
import { useAdminUser } from '../../../api/get-user';
import { PageSkeleton } from '../../../components/page-skeleton';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { UserTransactions } from '../../transactions/components/user-transactions';
import { UserAccountsGrid } from './user-accounts-grid';
import { UserCards } from './user-cards';
import { UserProfileCard } from './user-profile-card';
import { UserSecurity } from './user-security';

/**
 * /admin-user-details/:userId — one person: profile, validation switch, actions, accounts, debit cards,
 * sign-in security and transactions.
 */
export function UserDetailsPage() {
  const { userId = '' } = useParams();
  const detail = useAdminUser(userId);
  const data = detail.data;
  const notFound = detail.error?.status === 404;

  const applySettings = (settings: TransferSettingsView) =>
    detail.setData((current) =>
      current
        ? {
            ...current,
            transferSettings: settings,
            user: { ...current.user, stepUpRequired: settings.stepUpRequired },
          }
        : current,
    );

  return (
    <>
      <BackButton to={paths.dashboard} label="Back to Admin Dashboard" />
      <PageHeading
        title={data ? fullName(data.user) : 'User Details'}
        subtitle={data ? data.user.email : undefined}
      />
      {notFound ? <EmptyState text="We couldn't find this user. The link may be wrong." /> : null}
      {detail.error && !notFound ? (
        <ErrorState
          title="We couldn't load this user."
          message={detail.error.message}
          onRetry={detail.refetch}
        />
      ) : null}
      {detail.isLoading ? <PageSkeleton label="Loading user" blocks={[260, 180, 320]} /> : null}
      {data ? (
        <Stack spacing={3}>
          <UserProfileCard detail={data} onSettingsChanged={applySettings} />
          <UserAccountsGrid accounts={data.accounts} userId={data.user.id} />
          <UserCards userId={data.user.id} />
          {data.user.role === 'customer' ? <UserSecurity userId={data.user.id} /> : null}
          <UserTransactions userId={data.user.id} />
        </Stack>
      ) : null}
    </>
  );
}
