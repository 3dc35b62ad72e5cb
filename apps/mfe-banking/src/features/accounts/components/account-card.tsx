import { Box, Card, CardActions, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { ACCOUNT_TYPE_LABELS, type AccountSummary } from '@vaultline/contracts';
import { AccountStatusChip, AmountText, LinkButton, MaskedNumber } from '@vaultline/ui';
import { isBelowZeroAfterReturn } from '../../../components/negative-balance-alert';
import { paths } from '../../../config/paths';

/** One account: type, name, masked number, Active/Inactive, Available Balance, View and Settings. */
export function AccountCard({ account }: { account: AccountSummary }) {
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 2 }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Typography variant="overline" color="text.secondary">
              {ACCOUNT_TYPE_LABELS[account.type]} Account
            </Typography>
            <Typography
              id={titleId}
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
        <AmountText
          amountMinor={account.balanceMinor}
          variant="h5"
          color={account.balanceMinor < 0 ? 'error' : undefined}
          sx={{ fontWeight: 700 }}
        />
        {isBelowZeroAfterReturn(account) && account.status === 'active' ? (
          <Typography variant="body2" color="error">
            Below zero: add money to bring it back.
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <LinkButton
          to={paths.accountDetails(account.id)}
          variant="outlined"
          size="small"
          aria-label={`View ${account.name}`}
        >
          View
        </LinkButton>
        <LinkButton to={paths.settings} size="small" aria-label={`Settings for ${account.name}`}>
          Settings
        </LinkButton>
      </CardActions>
    </Card>
  );
}
