import AddCardIcon from '@mui/icons-material/AddCard';
import { Alert, Stack } from '@mui/material';
import { LinkButton } from '@vaultline/ui';
import { useAccounts } from '../../../api/get-accounts';
import {
  isBelowZeroAfterReturn,
  NegativeBalanceAlert,
} from '../../../components/negative-balance-alert';
import { paths } from '../../../config/paths';
import { useSummary } from '../api/get-summary';

/** Open accounts that hold nothing yet: how money gets in. */
function EmptyAccountsPrompt() {
  return (
    <Alert
      severity="info"
      action={
        <LinkButton
          to={paths.addMoney}
          variant="contained"
          size="small"
          startIcon={<AddCardIcon />}
        >
          Add money
        </LinkButton>
      }
      sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, alignItems: 'center' }}
    >
      Your accounts hold $0.00. Add money from your account at another bank to start using them.
    </Alert>
  );
}

/**
 * Above the dashboard's figures: each open account below zero (money added and then returned by the
 * other bank), and when the open accounts hold nothing at all, a way to add money.
 */
export function BalanceNotices() {
  const summary = useSummary().data;
  const accounts = useAccounts().data?.accounts ?? [];
  const belowZero = accounts.filter(
    (account) => account.status === 'active' && isBelowZeroAfterReturn(account),
  );
  const empty =
    summary !== undefined && summary.activeAccounts > 0 && summary.totalBalanceMinor === 0;
  if (belowZero.length === 0 && !empty) return null;
  return (
    <Stack spacing={2}>
      {belowZero.map((account) => (
        <NegativeBalanceAlert
          key={account.id}
          title={`${account.name} •••• ${account.numberLast4}`}
        />
      ))}
      {empty ? <EmptyAccountsPrompt /> : null}
    </Stack>
  );
}
