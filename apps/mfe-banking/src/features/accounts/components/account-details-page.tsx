import SendIcon from '@mui/icons-material/Send';
import { Box, Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ACCOUNT_TYPE_LABELS, type AccountDetail } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';
import {
  AccountStatusChip,
  AmountText,
  BackButton,
  EmptyState,
  ErrorState,
  LinkButton,
  MaskedNumber,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { useAccount } from '../../../api/get-account';
import { CloseAccountDialog } from '../../../components/close-account-dialog';
import { DetailRow } from '../../../components/detail-row';
import { TransactionHistory } from '../../../components/history/transaction-history';
import {
  isBelowZeroAfterReturn,
  NegativeBalanceAlert,
} from '../../../components/negative-balance-alert';
import { paths } from '../../../config/paths';
import { BalanceHistoryCard } from './balance-history-card';

function BalanceCard({ account, onClose }: { account: AccountDetail; onClose(): void }) {
  const active = account.status === 'active';
  return (
    <Card variant="outlined">
      <CardContent
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 2,
          p: { xs: 2, sm: 3 },
        }}
      >
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Available Balance
          </Typography>
          <AmountText
            amountMinor={account.balanceMinor}
            variant="h4"
            color={account.balanceMinor < 0 ? 'error' : undefined}
            sx={{ fontWeight: 700 }}
          />
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ width: { xs: '100%', sm: 'auto' } }}
        >
          {active ? (
            <LinkButton
              to={paths.transferFrom(account.id)}
              variant="contained"
              startIcon={<SendIcon />}
            >
              Transfer Money
            </LinkButton>
          ) : null}
          {active ? (
            <Button variant="outlined" color="error" onClick={onClose}>
              Close Account
            </Button>
          ) : null}
        </Stack>
      </CardContent>
    </Card>
  );
}

function AccountInformation({ account }: { account: AccountDetail }) {
  return (
    <SectionCard
      title="Account Information"
      action={
        <LinkButton to={paths.accountStatements(account.id)} variant="outlined" size="small">
          Statements
        </LinkButton>
      }
    >
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        <DetailRow label="Account Type" value={ACCOUNT_TYPE_LABELS[account.type]} />
        <DetailRow label="Account Number" value={account.number} />
        <DetailRow label="Routing Number" value={account.routingNumber} />
        <DetailRow label="Opened" value={formatDate(account.openedAt)} />
        {account.closedAt ? (
          <DetailRow label="Closed" value={formatDate(account.closedAt)} />
        ) : null}
      </Grid>
    </SectionCard>
  );
}

function Subtitle({ account }: { account: AccountDetail }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <MaskedNumber value={account.number} />
      <AccountStatusChip status={account.status} />
    </Box>
  );
}

/** One account: balance, Transfer Money, Close Account, its own history and its full details. */
export function AccountDetailsPage() {
  const { accountId } = useParams();
  const navigate = useNavigate();
  const account = useAccount(accountId);
  const [closing, setClosing] = useState(false);
  const data = account.data;
  const notFound = account.error?.status === 404;

  return (
    <>
      <BackButton to={paths.accounts} label="Back to Accounts" />
      <PageHeading
        title={data?.name ?? 'Account Details'}
        subtitle={data ? <Subtitle account={data} /> : undefined}
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
      {account.isLoading ? (
        <Stack spacing={3} role="status" aria-label="Loading account">
          <Skeleton variant="rounded" height={120} />
          <Skeleton variant="rounded" height={180} />
        </Stack>
      ) : null}
      {data ? (
        <Stack spacing={3}>
          {isBelowZeroAfterReturn(data) ? <NegativeBalanceAlert /> : null}
          <BalanceCard account={data} onClose={() => setClosing(true)} />
          <BalanceHistoryCard accountId={data.id} />
          <SectionCard title="Transactions">
            <TransactionHistory accountId={data.id} />
          </SectionCard>
          <AccountInformation account={data} />
        </Stack>
      ) : null}
      <CloseAccountDialog
        account={closing && data ? data : null}
        onClose={() => setClosing(false)}
        onClosed={() => navigate(paths.accounts)}
      />
    </>
  );
}
