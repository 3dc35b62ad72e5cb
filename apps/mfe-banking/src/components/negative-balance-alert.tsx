import { Alert, AlertTitle } from '@mui/material';
import type { AccountSummary } from '@vaultline/contracts';
import { LinkButton } from '@vaultline/ui';
import { paths } from '../config/paths';

export const NEGATIVE_BALANCE_TEXT =
  'This account is below zero because money you added was returned by the other bank. Add money to bring it back above zero; until then no money can leave it.';

/**
 * Below zero without a credit line: the API lets no payment overdraw an account, so only money
 * added from another bank and then returned by it (after it was spent) can put it there.
 */
export function isBelowZeroAfterReturn(
  account: Pick<AccountSummary, 'balanceMinor' | 'creditLimitMinor'>,
): boolean {
  return account.balanceMinor < 0 && account.creditLimitMinor === 0;
}

/** Why an account is below zero and what brings it back; `title` names it where several show. */
export function NegativeBalanceAlert({ title }: { title?: string }) {
  return (
    <Alert
      severity="error"
      action={
        <LinkButton to={paths.addMoney} color="inherit" size="small">
          Add money
        </LinkButton>
      }
      sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
    >
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {NEGATIVE_BALANCE_TEXT}
    </Alert>
  );
}
