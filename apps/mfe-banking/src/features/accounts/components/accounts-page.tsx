import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import { Grid, Skeleton, Stack } from '@mui/material';
import { EmptyState, ErrorState, LinkButton, PageHeading } from '@vaultline/ui';
import { useAccounts } from '../../../api/get-accounts';
import { paths } from '../../../config/paths';
import { AccountCard } from './account-card';
import { AccountTransactionsCard } from './account-transactions-card';

function AccountGrid() {
  const accounts = useAccounts();
  if (accounts.error)
    return (
      <ErrorState
        title="We couldn't load your accounts."
        message={accounts.error.message}
        onRetry={accounts.refetch}
      />
    );
  if (!accounts.data) {
    return (
      <Grid container spacing={2} role="status" aria-label="Loading accounts">
        {[0, 1, 2].map((index) => (
          <Grid key={index} size={{ xs: 12, sm: 6, lg: 4 }}>
            <Skeleton variant="rounded" height={200} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (accounts.data.accounts.length === 0) {
    const open = (
      <LinkButton to={paths.createAccount} variant="contained">
        Open New Account
      </LinkButton>
    );
    return (
      <EmptyState icon={<AccountBalanceIcon />} text="You have no accounts yet." action={open} />
    );
  }
  return (
    <Grid container spacing={2} component="section" aria-label="Your accounts">
      {accounts.data.accounts.map((account) => (
        <Grid key={account.id} size={{ xs: 12, sm: 6, lg: 4 }}>
          <AccountCard account={account} />
        </Grid>
      ))}
    </Grid>
  );
}

export function AccountsPage() {
  return (
    <>
      <PageHeading
        title="My Accounts"
        subtitle="Balances, details and recent activity of your accounts."
        actions={
          <LinkButton to={paths.createAccount} variant="contained" startIcon={<AddIcon />}>
            Open New Account
          </LinkButton>
        }
      />
      <Stack spacing={3}>
        <AccountGrid />
        <AccountTransactionsCard />
      </Stack>
    </>
  );
}
