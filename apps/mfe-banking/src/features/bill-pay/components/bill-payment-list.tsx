import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { BillPayment } from '@vaultline/contracts';
import { formatSignedUsd, formatUsd } from '@vaultline/money';
import { ConfirmDialog, EmptyState, ErrorState, ListSkeleton, SectionCard } from '@vaultline/ui';
import { refusalText } from '../../../lib/refusals';
import { useBillPayments, useCancelBillPayment, useStopBillSeries } from '../api/bill-payments';
import { BillStatusChip, billStatusText, seriesText } from './bill-payment-status';
import { ChangePaymentDialog } from './change-payment-dialog';

type Action = { kind: 'change' | 'cancel' | 'stop'; payment: BillPayment } | null;

/** Change and cancel while a payment waits for its day; stop a monthly plan. */
function PaymentActions({
  payment,
  onAction,
}: {
  payment: BillPayment;
  onAction(action: Action): void;
}) {
  if (payment.status !== 'scheduled') return null;
  return (
    <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
      <Button size="small" variant="outlined" onClick={() => onAction({ kind: 'change', payment })}>
        Change
      </Button>
      <Button size="small" color="error" onClick={() => onAction({ kind: 'cancel', payment })}>
        Cancel Payment
      </Button>
      {payment.series?.status === 'active' ? (
        <Button size="small" color="error" onClick={() => onAction({ kind: 'stop', payment })}>
          Stop Monthly Payments
        </Button>
      ) : null}
    </Stack>
  );
}

function PaymentRow({
  payment,
  onAction,
}: {
  payment: BillPayment;
  onAction(action: Action): void;
}) {
  const series = seriesText(payment);
  const title = `${payment.billerName} •••• ${payment.referenceLast4}`;
  return (
    <Stack
      component="li"
      aria-label={`${title}, ${payment.payOn}`}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
        >
          <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
          <BillStatusChip status={payment.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {series ? `${payment.payOn} · ${series}` : payment.payOn}
        </Typography>
        <Typography
          variant="body2"
          color={['returned', 'failed'].includes(payment.status) ? 'error' : 'text.primary'}
        >
          {billStatusText(payment)}
        </Typography>
        <PaymentActions payment={payment} onAction={onAction} />
      </Box>
      <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
        {formatSignedUsd(-payment.amountMinor)}
      </Typography>
    </Stack>
  );
}

function ActionDialogs({ action, onClose }: { action: Action; onClose(): void }) {
  const cancel = useCancelBillPayment();
  const stop = useStopBillSeries();
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!action) return null;
  if (action.kind === 'change')
    return <ChangePaymentDialog payment={action.payment} onClose={onClose} />;
  const { payment } = action;
  const confirm = async () => {
    const answer =
      action.kind === 'cancel'
        ? await cancel.mutate(payment.id)
        : await stop.mutate(payment.series?.id ?? '');
    if (!answer.ok) return setRefusal(refusalText(answer.error));
    setRefusal(null);
    onClose();
  };
  const close = () => (setRefusal(null), onClose());
  return (
    <ConfirmDialog
      open
      title={action.kind === 'cancel' ? 'Cancel this payment?' : 'Stop the monthly payments?'}
      confirmLabel={action.kind === 'cancel' ? 'Cancel Payment' : 'Stop Payments'}
      destructive
      pending={cancel.isPending || stop.isPending}
      onConfirm={() => void confirm()}
      onClose={close}
    >
      <Typography>
        {action.kind === 'cancel'
          ? `${formatUsd(payment.amountMinor)} to ${payment.billerName} on ${payment.payOn} will not be sent.`
          : `No more monthly payments to ${payment.billerName}: the one on ${payment.payOn} is canceled too.`}
      </Typography>
      {refusal ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {refusal}
        </Alert>
      ) : null}
    </ConfirmDialog>
  );
}

const NO_PAYMENTS = 'No bill payments yet. Payments you make or schedule show here.';

/** "Bill payments": waiting ones first, then the rest, each with its status and what you can do. */
export function BillPaymentList() {
  const query = useBillPayments();
  const [action, setAction] = useState<Action>(null);
  const payments = query.data?.payments ?? [];
  return (
    <SectionCard title="Bill payments">
      {query.isLoading ? <ListSkeleton rows={3} height={64} label="Loading bill payments" /> : null}
      {query.error ? (
        <ErrorState
          title="We couldn't load your bill payments."
          message={query.error.message}
          onRetry={query.refetch}
        />
      ) : null}
      {query.data && payments.length === 0 ? <EmptyState text={NO_PAYMENTS} /> : null}
      {payments.length > 0 ? (
        <Box component="ul" aria-label="Bill payments" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {payments.map((payment) => (
            <PaymentRow key={payment.id} payment={payment} onAction={setAction} />
          ))}
        </Box>
      ) : null}
      <ActionDialogs action={action} onClose={() => setAction(null)} />
    </SectionCard>
  );
}
