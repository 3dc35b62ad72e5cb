import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { useParams } from 'react-router-dom';
import { BackButton, EmptyState, ErrorState, PageHeading, SectionCard } from '@vaultline/ui';
import { useBankSettings } from '../../../api/get-bank-settings';
import { useAdminUser } from '../../../api/get-user';
import { PageSkeleton } from '../../../components/page-skeleton';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { AdjustmentForm } from '../../adjustments/components/adjustment-form';

/** /create-transaction/:userId — the spec's "Create Transaction", built as Post adjustment to one of the user's accounts. */
export function CreateTransactionPage() {
  const { userId = '' } = useParams();
  const detail = useAdminUser(userId);
  const settings = useBankSettings();
  const data = detail.data;
  const notFound = detail.error?.status === 404;
  const open = data?.accounts.filter((account) => account.status === 'active') ?? [];

  return (
    <>
      <BackButton to={paths.userDetails(userId)} label="Back to User Details" />
      <PageHeading
        title="Post Adjustment"
        subtitle={
          data
            ? `Credit or debit an account of ${fullName(data.user)}, with a reason.`
            : 'Credit or debit a customer account, with a reason.'
        }
      />
      {notFound ? <EmptyState text="We couldn't find this user. The link may be wrong." /> : null}
      {detail.error && !notFound ? (
        <ErrorState
          title="We couldn't load this user."
          message={detail.error.message}
          onRetry={detail.refetch}
        />
      ) : null}
      {detail.isLoading ? <PageSkeleton label="Loading accounts" blocks={[480]} /> : null}
      {data && open.length === 0 ? (
        <EmptyState
          icon={<AccountBalanceOutlinedIcon />}
          text="This user has no open accounts to adjust."
        />
      ) : null}
      {data && open.length > 0 ? (
        <SectionCard title="Adjustment">
          <AdjustmentForm
            back={{ to: paths.userDetails(data.user.id), label: 'Back to User Details' }}
            accounts={open}
            settings={settings}
          />
        </SectionCard>
      ) : null}
    </>
  );
}
