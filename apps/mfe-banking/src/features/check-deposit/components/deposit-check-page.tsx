import { Alert, Button, Grid, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { AccountSummary, CheckDeposit, CheckDepositLimits } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { useAccounts } from '../../../api/get-accounts';
import { BlockedExternalAlert } from '../../../components/blocked-external-alert';
import { paths } from '../../../config/paths';
import { useCheckDeposits } from '../api/check-deposits';
import { useDepositCheckForm } from '../hooks/use-deposit-check-form';
import { DepositCheckForm } from './deposit-check-form';
import { DepositList } from './deposit-list';
import { NewPhotosDialog } from './new-photos-dialog';

const BLOCKED_TITLE = 'Depositing checks is not open to you yet';
const NOT_OPEN_YET = 'Once your identity is verified, you can deposit a check here.';

function LimitsPanel({ limits }: { limits: CheckDepositLimits }) {
  const today = Math.max(0, limits.dailyLimitMinor - limits.depositedTodayMinor);
  const month = Math.max(0, limits.monthlyLimitMinor - limits.depositedThisMonthMinor);
  return (
    <Stack spacing={1}>
      <Typography variant="body2">
        {`You can deposit ${formatUsd(today)} more today and ${formatUsd(month)} more this month.`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {`Once we approve a check, the first ${formatUsd(limits.nextDayMinor)} is available the next business day; the rest after ${limits.holdBusinessDays} business days.`}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Keep the paper check for 14 days after it is deposited, then destroy it. A check can be
        deposited once.
      </Typography>
    </Stack>
  );
}

function DepositCard({
  accounts,
  canDeposit,
}: {
  accounts: AccountSummary[];
  canDeposit: boolean;
}) {
  const form = useDepositCheckForm();
  if (form.result) {
    return (
      <Stack spacing={2}>
        <Alert severity="success">
          {`Check #${form.result.checkNumber} for ${formatUsd(form.result.amountMinor)} is deposited and waiting for review. We will tell you when it is approved.`}
        </Alert>
        <div>
          <Button variant="outlined" onClick={form.startOver}>
            Deposit another check
          </Button>
        </div>
      </Stack>
    );
  }
  if (accounts.length === 0) {
    const open = (
      <LinkButton to={paths.createAccount} variant="contained">
        Open New Account
      </LinkButton>
    );
    return <EmptyState text="You have no open Vaultline account to deposit into." action={open} />;
  }
  // Not a disabled form: the alert above says why and where to verify.
  if (!canDeposit) return <EmptyState text={NOT_OPEN_YET} />;
  return <DepositCheckForm form={form} accounts={accounts} />;
}

/** /deposit-check: photograph a check to deposit it; the deposits and where each one stands. */
export function DepositCheckPage() {
  const deposits = useCheckDeposits();
  const accounts = useAccounts();
  const [renewing, setRenewing] = useState<CheckDeposit | null>(null);
  const open = (accounts.data?.accounts ?? []).filter((account) => account.status === 'active');
  const error = deposits.error ?? accounts.error;
  const data = deposits.data;
  const retry = () => {
    deposits.refetch();
    accounts.refetch();
  };
  return (
    <>
      <PageHeading
        title="Deposit a check"
        subtitle="Photograph both sides of a check to deposit it into your account."
      />
      {data && !data.canDeposit ? (
        <BlockedExternalAlert title={BLOCKED_TITLE} reason={data.blockedReason} />
      ) : null}
      <Stack spacing={3}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <SectionCard title="Your check">
              {error ? (
                <ErrorState
                  title="We couldn't load the form."
                  message={error.message}
                  onRetry={retry}
                />
              ) : null}
              {!error && (!data || !accounts.data) ? (
                <ListSkeleton rows={3} height={56} label="Loading the form" />
              ) : null}
              {data && accounts.data ? (
                <DepositCard accounts={open} canDeposit={data.canDeposit} />
              ) : null}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <SectionCard title="Limits and availability">
              {data ? (
                <LimitsPanel limits={data.limits} />
              ) : (
                <ListSkeleton rows={2} height={40} label="Loading your limits" />
              )}
            </SectionCard>
          </Grid>
        </Grid>
        <SectionCard title="Your deposited checks">
          {data ? <DepositList deposits={data.deposits} onNewPhotos={setRenewing} /> : null}
          {deposits.isLoading ? (
            <ListSkeleton rows={2} height={56} label="Loading your deposits" />
          ) : null}
        </SectionCard>
      </Stack>
      <NewPhotosDialog
        key={renewing?.id ?? 'none'}
        deposit={renewing}
        onClose={() => setRenewing(null)}
      />
    </>
  );
}
