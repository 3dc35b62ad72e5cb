import { Chip } from '@mui/material';
import type { AchTransfer, AchTransferStatus } from '@vaultline/contracts';
import { formatDate } from '@vaultline/money';

const CHIPS: Record<
  AchTransferStatus,
  { label: string; color: 'warning' | 'success' | 'error' | 'info' }
> = {
  pending: { label: 'Pending', color: 'warning' },
  available: { label: 'Available', color: 'success' },
  sent: { label: 'Sent', color: 'success' },
  returned: { label: 'Returned', color: 'error' },
};

export function AchStatusChip({ status }: { status: AchTransferStatus }) {
  const chip = CHIPS[status];
  return <Chip size="small" color={chip.color} label={chip.label} />;
}

/** What the status means for this transfer, in a sentence with its true dates and reasons. */
export function achStatusText(transfer: AchTransfer): string {
  switch (transfer.status) {
    case 'pending':
      if (transfer.direction === 'out') return 'On its way to your other bank.';
      return transfer.availableAt
        ? `On hold until ${formatDate(transfer.availableAt)}: not in your balance until then.`
        : 'On hold: not in your balance yet.';
    case 'available':
      return 'Available to spend.';
    case 'sent':
      return 'Arrived at your other bank.';
    case 'returned': {
      const reason = transfer.returnReason ?? 'no reason given';
      const code = transfer.returnCode ? ` (${transfer.returnCode})` : '';
      return `Returned by the other bank: ${reason}${code}.`;
    }
  }
}
