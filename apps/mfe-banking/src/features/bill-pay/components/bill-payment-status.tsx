import { Chip } from '@mui/material';
import type { BillPayment, BillPaymentStatus } from '@vaultline/contracts';

const CHIPS: Record<
  BillPaymentStatus,
  { label: string; color: 'default' | 'warning' | 'success' | 'error'; outlined?: true }
> = {
  // Outlined: the theme's info colour is too light for text on it (axe color-contrast).
  scheduled: { label: 'Scheduled', color: 'default', outlined: true },
  processing: { label: 'Processing', color: 'warning' },
  sent: { label: 'Sent', color: 'success' },
  returned: { label: 'Returned', color: 'error' },
  failed: { label: 'Failed', color: 'error' },
  canceled: { label: 'Canceled', color: 'default' },
};

export function BillStatusChip({ status }: { status: BillPaymentStatus }) {
  const chip = CHIPS[status];
  return (
    <Chip
      size="small"
      color={chip.color}
      variant={chip.outlined ? 'outlined' : 'filled'}
      label={chip.label}
    />
  );
}

/** What the status means for this payment, with its true day and reason. */
export function billStatusText(payment: BillPayment): string {
  switch (payment.status) {
    case 'scheduled':
      return `Goes out on ${payment.payOn}. You can change or cancel it until then.`;
    case 'processing':
      return 'The money left your account and is on its way to the biller.';
    case 'sent':
      return "Received by the biller's bank.";
    case 'returned': {
      const reason = payment.returnReason ?? 'no reason given';
      const code = payment.returnCode ? ` (${payment.returnCode})` : '';
      return `Returned by the biller's bank: ${reason}${code}. The money is back in your account.`;
    }
    case 'failed':
      return `Not sent: ${payment.failureReason ?? 'no reason given'} Nothing left your account.`;
    case 'canceled':
      return 'Canceled before it was sent.';
  }
}

/** "Every month on day 15, 12 payments" / "… until Dec 15, 2027". */
export function seriesText(payment: BillPayment): string | null {
  const series = payment.series;
  if (!series) return null;
  const end = series.count
    ? `${series.count} payments`
    : series.endDate
      ? `until ${series.endDate}`
      : '';
  const which = payment.seriesRun ? ` (payment ${payment.seriesRun})` : '';
  const stopped = series.status === 'canceled' ? ' · stopped' : '';
  return `Every month on day ${series.dayOfMonth}, ${end}${which}${stopped}`;
}
