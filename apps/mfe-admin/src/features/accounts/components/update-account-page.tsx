import { Alert } from '@mui/material';
import { useParams } from 'react-router-dom';
import { BackButton, EmptyState, ErrorState, PageHeading, SectionCard } from '@vaultline/ui';
import { useAdminAccount } from '../../../api/get-account';
import { useBankSettings } from '../../../api/get-bank-settings';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { AdjustmentForm } from '../../adjustments/components/adjustment-form';

/** /admin-update-account/:accountId/:userId — the spec's "Add Balance", built as Post adjustment to this account. */
export function UpdateAccountPage() {
  const { accountId = '', userId = '' } = useParams();
  const account = useAdminAccount(accountId);
  const settings = useBankSettings();
  const data = account.data;
  const notFound = account.error?.status === 404;

  return (
    <>
      <BackButton to={paths.accountDetails(accountId, userId)} label="Back to Account Details" />
      <PageHeading
        title="Post Adjustment"
        subtitle={data ? `${data.name} •••• ${data.number.slice(-4)}` : undefined}
      />
      {notFound ? (
        <EmptyState text="We couldn't find this account. The link may be wrong." />
      ) : null}
      {account.error && !notFound ? (
        <ErrorState
          title="We couldn't load this account."
          message={account.error.message}
          onRetry={account.refetch}
        />
      ) : null}
      {account.isLoading ? <PageSkeleton label="Loading account" blocks={[480]} /> : null}
      {data && data.status !== 'active' ? (
        <Alert severity="info">
          This account is closed: adjustments can&apos;t be posted to it.
        </Alert>
      ) : null}
      {data && data.status === 'active' ? (
        <SectionCard title="Adjustment">
          <AdjustmentForm
            back={{
              to: paths.accountDetails(accountId, userId),
              label: 'Back to Account Details',
            }}
            accounts={[
              {
                id: data.id,
                name: data.name,
                numberLast4: data.number.slice(-4),
                balanceMinor: data.balanceMinor,
              },
            ]}
            fixedAccount
            settings={settings}
          />
        </SectionCard>
      ) : null}
    </>
  );
}
