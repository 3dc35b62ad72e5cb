import { Grid, Stack } from '@mui/material';
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
import { useBillPayments } from '../api/bill-payments';
import { useBillerDirectory, useMyBillers } from '../api/get-billers';
import { BillPaymentList } from './bill-payment-list';
import { MyBillers } from './my-billers';
import { PayBillCard } from './pay-bill-card';

/** /payments/bills (and /payments): pay the companies you owe, now, on a day or every month. */
export function BillPayPage() {
  const directory = useBillerDirectory();
  const billers = useMyBillers();
  const accounts = useAccounts();
  const payments = useBillPayments();
  const open = (accounts.data?.accounts ?? []).filter((account) => account.status === 'active');
  const canPay = payments.data?.canPay ?? false;
  const error = directory.error ?? billers.error ?? accounts.error;
  const ready = directory.data && billers.data && accounts.data && payments.data;
  const retry = () => {
    directory.refetch();
    billers.refetch();
    accounts.refetch();
    payments.refetch();
  };
  const mine = billers.data?.billers ?? [];
  const openAccount = (
    <LinkButton to={paths.createAccount} variant="contained">
      Open New Account
    </LinkButton>
  );
  return (
    <>
      <PageHeading
        title="Pay bills"
        subtitle="Pay your utilities, cards, phone and insurance from your account: now, on a day, or every month."
      />
      {payments.data && !canPay ? (
        <BlockedExternalAlert reason={payments.data.blockedReason} />
      ) : null}
      <Stack spacing={3}>
        {error ? (
          <ErrorState title="We couldn't load bill pay." message={error.message} onRetry={retry} />
        ) : null}
        {!error && !ready ? <ListSkeleton rows={3} height={56} label="Loading bill pay" /> : null}
        {ready ? (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, lg: 8 }}>
              <SectionCard title="Pay a bill">
                {mine.length === 0 ? (
                  <EmptyState text="Add a biller first: then you can pay it here." />
                ) : null}
                {mine.length > 0 && open.length === 0 ? (
                  <EmptyState text="You have no open account to pay from." action={openAccount} />
                ) : null}
                {mine.length > 0 && open.length > 0 ? (
                  <PayBillCard billers={mine} accounts={open} disabled={!canPay} />
                ) : null}
              </SectionCard>
            </Grid>
            <Grid size={{ xs: 12, lg: 4 }}>
              <SectionCard title="Your billers">
                <MyBillers
                  billers={mine}
                  directory={directory.data?.billers ?? []}
                  canAdd={canPay}
                />
              </SectionCard>
            </Grid>
          </Grid>
        ) : null}
        <BillPaymentList />
      </Stack>
    </>
  );
}
