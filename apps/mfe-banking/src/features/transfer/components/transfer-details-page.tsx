import { Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { TransferDetail, TransferEvent } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  BackButton,
  EmptyState,
  ErrorState,
  formatDateTime,
  PageHeading,
  SectionCard,
  StatusChip,
} from '@vaultline/ui';
import { DetailRow } from '../../../components/detail-row';
import { paths } from '../../../config/paths';
import { useTransfer } from '../api/get-transfer';
import { AwaitingCodePanel } from './awaiting-code-panel';

const EVENT_LABELS: Record<TransferEvent['event'], string> = {
  started: 'Started',
  awaiting_code: 'Waiting for your code',
  held: 'Held for review',
  approved: 'Approved after review',
  rejected: 'Not approved',
  sent: 'Sent to the other bank',
  completed: 'Completed',
  returned: 'Returned by the receiving bank',
  cancelled: 'Cancelled',
  failed: 'Not sent',
};

/** Where the money is now, for the statuses where it moved back or is held. */
const MONEY_NOTES: Partial<Record<TransferDetail['status'], string>> = {
  awaiting_code: 'The money is reserved until you enter the code.',
  under_review: 'The money is reserved until our staff decide.',
  rejected: 'The reserved money went back to your account.',
  cancelled: 'The reserved money went back to your account.',
};

/** The timeline the bank keeps for the transfer, oldest step first. */
function Timeline({ transfer }: { transfer: TransferDetail }) {
  const note = MONEY_NOTES[transfer.status];
  return (
    <>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 3 }} aria-label="Transfer timeline">
        {transfer.timeline.map((step, index) => (
          <li key={`${step.event}-${index}`}>
            <Typography sx={{ fontWeight: 600 }}>
              {EVENT_LABELS[step.event]}
              {step.at ? (
                <Typography component="span" color="text.secondary" sx={{ fontWeight: 400 }}>
                  {` · ${formatDateTime(step.at)}`}
                </Typography>
              ) : null}
            </Typography>
            {step.detail ? <Typography color="text.secondary">{step.detail}</Typography> : null}
          </li>
        ))}
      </Stack>
      {note ? <Typography sx={{ mt: 2 }}>{note}</Typography> : null}
    </>
  );
}

/** The amount, the parties, and what happened to it. */
function TransferSummary({ transfer }: { transfer: TransferDetail }) {
  const destination = transfer.kind === 'internal' ? 'Vaultline account' : 'another bank';
  return (
    <Stack spacing={3}>
      <SectionCard title="Transfer">
        <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
          <DetailRow label="Amount" value={formatUsd(transfer.amountMinor)} />
          <DetailRow label="From" value={transfer.fromAccountName} />
          <DetailRow
            label="To"
            value={`${transfer.recipientName} •••• ${transfer.recipientAccountLast4} (routing ${transfer.recipientRoutingNumber}, ${destination})`}
          />
          <DetailRow label="Description" value={transfer.description || '—'} />
        </Grid>
        {transfer.status === 'completed' ? (
          <Link
            component={RouterLink}
            to={paths.newDispute('transfer', transfer.id)}
            sx={{ mt: 2, display: 'inline-block' }}
          >
            Dispute this transfer
          </Link>
        ) : null}
      </SectionCard>
      <SectionCard title="What happened">
        <Timeline transfer={transfer} />
      </SectionCard>
    </Stack>
  );
}

/** /transfers/:transferId — one transfer: amount, parties, status, and the reason when it did not go through. */
export function TransferDetailsPage() {
  const { transferId } = useParams();
  const transfer = useTransfer(transferId);
  const data = transfer.data;
  const notFound = transfer.error?.status === 404;
  return (
    <>
      <BackButton to={paths.transactions} label="Back to Transactions" />
      <PageHeading
        title="Transfer Details"
        subtitle={data ? <StatusChip status={data.status} /> : undefined}
      />
      {notFound ? (
        <EmptyState text="We couldn't find this transfer. It may belong to someone else or the link may be wrong." />
      ) : null}
      {transfer.error && !notFound ? (
        <ErrorState
          title="We couldn't load this transfer."
          message={transfer.error.message}
          onRetry={transfer.refetch}
        />
      ) : null}
      {transfer.isLoading ? (
        <Skeleton variant="rounded" height={240} role="status" aria-label="Loading transfer" />
      ) : null}
      {data?.status === 'awaiting_code' ? <AwaitingCodePanel transfer={data} /> : null}
      {data ? <TransferSummary transfer={data} /> : null}
    </>
  );
}
