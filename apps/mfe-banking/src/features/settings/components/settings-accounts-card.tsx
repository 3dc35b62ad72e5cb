import { Box, Button, List, ListItem, ListItemText } from '@mui/material';
import { useState } from 'react';
import { ACCOUNT_TYPE_LABELS, type AccountSummary } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  AccountStatusChip,
  EmptyState,
  ErrorState,
  LinkButton,
  ListSkeleton,
  SectionCard,
} from '@vaultline/ui';
import { useAccounts } from '../../../api/get-accounts';
import { CloseAccountDialog } from '../../../components/close-account-dialog';
import { paths } from '../../../config/paths';

function AccountRow({
  account,
  onClose,
}: {
  account: AccountSummary;
  onClose(account: AccountSummary): void;
}) {
  return (
    <ListItem divider sx={{ px: 0, gap: 2, flexWrap: 'wrap' }}>
      <ListItemText
        primary={account.name}
        secondary={`${ACCOUNT_TYPE_LABELS[account.type]} •••• ${account.numberLast4} · ${formatUsd(account.balanceMinor)}`}
        sx={{ minWidth: 200 }}
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AccountStatusChip status={account.status} />
        {account.status === 'active' ? (
          <Button
            size="small"
            color="error"
            onClick={() => onClose(account)}
            aria-label={`Close ${account.name}`}
          >
            Close
          </Button>
        ) : null}
      </Box>
    </ListItem>
  );
}

/** The customer's accounts, each with Close (only at a zero balance, the server decides). */
export function SettingsAccountsCard() {
  const accounts = useAccounts();
  const [closing, setClosing] = useState<AccountSummary | null>(null);
  const list = accounts.data?.accounts ?? [];
  return (
    <SectionCard title="Your Accounts">
      {accounts.error ? (
        <ErrorState
          title="We couldn't load your accounts."
          message={accounts.error.message}
          onRetry={accounts.refetch}
        />
      ) : null}
      {accounts.isLoading ? <ListSkeleton rows={3} label="Loading accounts" /> : null}
      {accounts.data && list.length === 0 ? (
        <EmptyState
          text="You have no accounts yet."
          action={<LinkButton to={paths.createAccount}>Open New Account</LinkButton>}
        />
      ) : null}
      {list.length > 0 ? (
        <List aria-label="Accounts">
          {list.map((account) => (
            <AccountRow key={account.id} account={account} onClose={setClosing} />
          ))}
        </List>
      ) : null}
      <CloseAccountDialog
        account={closing}
        onClose={() => setClosing(null)}
        onClosed={() => setClosing(null)}
      />
    </SectionCard>
  );
}
