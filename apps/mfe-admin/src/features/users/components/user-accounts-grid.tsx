import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import { Box, Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { ACCOUNT_TYPE_LABELS, type AccountSummary } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  AccountStatusChip,
  AmountText,
  EmptyState,
  MaskedNumber,
  SectionCard,
} from '@vaultline/ui';
import { paths } from '../../../config/paths';

function AccountCard({ account, userId }: { account: AccountSummary; userId: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={RouterLink}
        to={paths.accountDetails(account.id, userId)}
        aria-label={`${account.name}, ${ACCOUNT_TYPE_LABELS[account.type]} ending in ${account.numberLast4}, ${formatUsd(account.balanceMinor)}`}
        sx={{ height: '100%' }}
      >
        <CardContent>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary">
                {ACCOUNT_TYPE_LABELS[account.type]} Account
              </Typography>
              <Typography
                variant="h6"
                component="h3"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {account.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                <MaskedNumber value={account.numberLast4} />
              </Typography>
            </Box>
            <AccountStatusChip status={account.status} />
          </Box>
          <Typography variant="body2" color="text.secondary">
            Available Balance
          </Typography>
          <AmountText amountMinor={account.balanceMinor} variant="h5" sx={{ fontWeight: 700 }} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The customer's accounts; each opens the admin account details. */
export function UserAccountsGrid({
  accounts,
  userId,
}: {
  accounts: AccountSummary[];
  userId: string;
}) {
  return (
    <SectionCard title="User Accounts">
      {accounts.length === 0 ? (
        <EmptyState icon={<AccountBalanceOutlinedIcon />} text="No accounts found for this user" />
      ) : (
        <Grid container spacing={2}>
          {accounts.map((account) => (
            <Grid key={account.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <AccountCard account={account} userId={userId} />
            </Grid>
          ))}
        </Grid>
      )}
    </SectionCard>
  );
}
