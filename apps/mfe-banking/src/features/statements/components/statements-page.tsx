import { Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import { BackButton, EmptyState, ErrorState, PageHeading } from '@vaultline/ui';
import { useAccount } from '../../../api/get-account';
import { paths } from '../../../config/paths';
import { StatementCards } from './statement-cards';

/** /account-details/:accountId/statements: the kept month-end statements and any range on demand. */
export function StatementsPage() {
  const { accountId = '' } = useParams();
  const account = useAccount(accountId);
  const notFound = account.error?.status === 404;
  const base = `/accounts/${encodeURIComponent(accountId)}/statements`;
  return (
    <>
      <BackButton to={paths.accountDetails(accountId)} label="Back to Account" />
      <PageHeading
        title="Statements"
        subtitle={
          account.data ? `${account.data.name} ending ${account.data.number.slice(-4)}` : undefined
        }
      />
      {notFound ? (
        <EmptyState text="We couldn't find this account. It may belong to someone else or the link may be wrong." />
      ) : null}
      {account.error && !notFound ? (
        <ErrorState
          title="We couldn't load this account."
          message={account.error.message}
          onRetry={account.refetch}
        />
      ) : null}
      {notFound ? null : (
        <Stack spacing={3}>
          <StatementCards base={base} />
        </Stack>
      )}
    </>
  );
}
