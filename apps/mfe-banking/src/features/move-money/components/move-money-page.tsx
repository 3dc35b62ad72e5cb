import { Grid, Stack } from '@mui/material';
import type { AccountSummary, LinkedAccountList } from '@vaultline/contracts';
import {
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { useAccounts } from '../../../api/get-accounts';
import { useLinkedAccounts } from '../../../api/get-linked-accounts';
import { BlockedExternalAlert } from '../../../components/blocked-external-alert';
import { paths } from '../../../config/paths';
import { useMoveMoneyForm } from '../hooks/use-move-money-form';
import { AchTransferList } from './ach-transfer-list';
import { AchTransferResult } from './ach-transfer-result';
import { MoveMoneyForm } from './move-money-form';
import { PullLimitsPanel } from './pull-limits';

const NO_VERIFIED_LINK =
  'To move money with another bank, link an account you hold there and verify it with the two small deposits we send it.';

/** The form, or what is missing before it can be used: a verified linked account, an open account. */
function MoveMoneyCard({
  list,
  accounts,
}: {
  list: LinkedAccountList;
  accounts: AccountSummary[];
}) {
  const form = useMoveMoneyForm();
  const verified = list.accounts.filter((account) => account.status === 'verified');
  if (form.result) {
    return (
      <AchTransferResult transfer={form.result} accounts={accounts} onAnother={form.startOver} />
    );
  }
  if (list.canMoveExternally && verified.length === 0) {
    const link = (
      <LinkButton to={paths.linkedAccounts} variant="contained">
        Linked accounts
      </LinkButton>
    );
    return <EmptyState text={NO_VERIFIED_LINK} action={link} />;
  }
  if (accounts.length === 0) {
    const open = (
      <LinkButton to={paths.createAccount} variant="contained">
        Open New Account
      </LinkButton>
    );
    return (
      <EmptyState text="You have no open Vaultline account to move money with." action={open} />
    );
  }
  return (
    <MoveMoneyForm
      form={form}
      linked={verified}
      accounts={accounts}
      limits={list.limits}
      disabled={!list.canMoveExternally}
    />
  );
}

/** /add-money: add money from a linked account (ACH pull) or send money to it (ACH push). */
export function MoveMoneyPage() {
  const linked = useLinkedAccounts();
  const accounts = useAccounts();
  const open = (accounts.data?.accounts ?? []).filter((account) => account.status === 'active');
  const error = linked.error ?? accounts.error;
  const retry = () => {
    linked.refetch();
    accounts.refetch();
  };
  return (
    <>
      <PageHeading
        title="Move money"
        subtitle="Add money from your account at another bank, or send money to it."
      />
      {linked.data && !linked.data.canMoveExternally ? (
        <BlockedExternalAlert reason={linked.data.blockedReason} />
      ) : null}
      <Stack spacing={3}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, lg: 8 }}>
            <SectionCard title="Move money with another bank">
              {error ? (
                <ErrorState
                  title="We couldn't load your accounts."
                  message={error.message}
                  onRetry={retry}
                />
              ) : null}
              {!error && (!linked.data || !accounts.data) ? (
                <ListSkeleton rows={3} height={56} label="Loading the form" />
              ) : null}
              {linked.data && accounts.data ? (
                <MoveMoneyCard list={linked.data} accounts={open} />
              ) : null}
            </SectionCard>
          </Grid>
          <Grid size={{ xs: 12, lg: 4 }}>
            <SectionCard title="Adding money: your limits">
              {linked.data ? <PullLimitsPanel limits={linked.data.limits} /> : null}
              {linked.isLoading ? (
                <ListSkeleton rows={2} height={40} label="Loading your limits" />
              ) : null}
            </SectionCard>
          </Grid>
        </Grid>
        <AchTransferList accounts={accounts.data?.accounts ?? []} />
      </Stack>
    </>
  );
}
