import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import type { AccountSummary, AchTransfer } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { achStatusText } from './ach-transfer-status';

interface AchTransferResultProps {
  transfer: AchTransfer;
  accounts: AccountSummary[];
  onAnother(): void;
}

/** The server's answer to a submitted form: what moved, where, and its true status. */
export function AchTransferResult({ transfer, accounts, onAnother }: AchTransferResultProps) {
  const account = accounts.find((candidate) => candidate.id === transfer.accountId);
  const vaultline = account ? `${account.name} •••• ${account.numberLast4}` : 'your account';
  const amount = formatUsd(transfer.amountMinor);
  const title =
    transfer.direction === 'in'
      ? `${amount} is coming in from •••• ${transfer.linkedAccountLast4} to ${vaultline}`
      : `${amount} is going out from ${vaultline} to •••• ${transfer.linkedAccountLast4}`;
  return (
    <Stack spacing={2}>
      <Alert severity={transfer.status === 'returned' ? 'error' : 'success'}>
        <AlertTitle>{title}</AlertTitle>
        {`Status: ${transfer.status}. ${achStatusText(transfer)}`}
      </Alert>
      <div>
        <Button variant="outlined" onClick={onAnother}>
          Move more money
        </Button>
      </div>
    </Stack>
  );
}
