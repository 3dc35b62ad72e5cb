import BlockIcon from '@mui/icons-material/Block';
import { Alert, AlertTitle, Skeleton, Stack } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import type { AccountSummary, TransferLimits } from '@vaultline/contracts';
import { useSession } from '@vaultline/session';
import { EmptyState, ErrorState, LinkButton, PageHeading } from '@vaultline/ui';
import { useAccounts } from '../../../api/get-accounts';
import { useTransferLimits } from '../../../api/get-transfer-limits';
import { TRANSFER_FROM_PARAM, paths } from '../../../config/paths';
import { SetPinDialog } from './set-pin-dialog';
import { TransferWizard } from './transfer-wizard';

function Suspended({ suspension }: { suspension: NonNullable<TransferLimits['suspended']> }) {
  return (
    <Alert
      severity="error"
      icon={<BlockIcon />}
      action={
        <LinkButton to={paths.support} color="inherit" size="small">
          Contact Support Now
        </LinkButton>
      }
    >
      <AlertTitle>Outgoing transfers are paused</AlertTitle>
      {suspension.message}
    </Alert>
  );
}

/** The source account to start with: the one in ?from= if it is open, else the only open one. */
function initialSource(accounts: AccountSummary[], requested: string | null): string {
  if (requested && accounts.some((account) => account.id === requested)) return requested;
  return accounts.length === 1 ? accounts[0].id : '';
}

function TransferBody() {
  const accounts = useAccounts();
  const limits = useTransferLimits();
  const [params] = useSearchParams();
  if (accounts.error)
    return (
      <ErrorState
        title="We couldn't load your accounts."
        message={accounts.error.message}
        onRetry={accounts.refetch}
      />
    );
  if (!accounts.data || limits.isLoading)
    return <Skeleton variant="rounded" height={420} aria-label="Loading" role="status" />;
  if (limits.data?.suspended) return <Suspended suspension={limits.data.suspended} />;
  const open = accounts.data.accounts.filter((account) => account.status === 'active');
  if (open.length === 0) {
    return (
      <EmptyState
        text="You need an open account to send money."
        action={
          <LinkButton to={paths.createAccount} variant="contained">
            Open New Account
          </LinkButton>
        }
      />
    );
  }
  return (
    <Stack spacing={2}>
      {limits.error ? (
        <ErrorState
          title="We couldn't load your transfer limits."
          message={limits.error.message}
          onRetry={limits.refetch}
        />
      ) : null}
      <TransferWizard
        accounts={open}
        limits={limits.data}
        initialFromAccountId={initialSource(open, params.get(TRANSFER_FROM_PARAM))}
      />
    </Stack>
  );
}

export function TransferPage() {
  const user = useSession((state) => state.user);
  return (
    <>
      <PageHeading
        title="Transfer Money"
        subtitle="Send money to your own accounts, other Vaultline customers or other banks."
      />
      <TransferBody />
      <SetPinDialog open={!!user && !user.hasPin} />
    </>
  );
}
