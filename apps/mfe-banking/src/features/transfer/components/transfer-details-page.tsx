import { Grid, Skeleton, Stack, Typography } from '@mui/material';
import type { Transfer } from '@vaultline/contracts';
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
import { useParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useTransfer } from '../api/get-transfer';
import { DetailRow } from '../../../components/detail-row';

/** What happened to the transfer, step by step, as far as the bank knows it. */
function steps(transfer: Transfer): string[] {
  const created = `Created ${formatDateTime(transfer.createdAt)}`;
  const ended = transfer.completedAt ? ` on ${formatDateTime(transfer.completedAt)}` : '';
  const why = transfer.failureReason ? `: ${transfer.failureReason}` : '';
  const now: Record<Transfer['status'], string> = {
    awaiting_code: 'Waiting for the code we emailed you; the money is reserved until then.',
    under_review: 'Held for a review by our staff; the money is reserved until it is decided.',
    pending:
      transfer.kind === 'external'
        ? 'Sent to the other bank; it usually settles in 1–3 business days.'
        : 'On its way.',
    completed: `Completed${ended}.`,
    failed: `Failed${ended}${why}. The money was not sent.`,
    rejected: `Rejected after review${ended}${why}. The reserved money went back to your account.`,
    cancelled: `Cancelled${ended}${why}. The reserved money went back to your account.`,
  };
  return [created, now[transfer.status]];
}

/** The amount, the parties, and what happened to it. */
function TransferSummary({ transfer }: { transfer: Transfer }) {
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
      </SectionCard>
      <SectionCard title="What happened">
        <Stack component="ol" spacing={1} sx={{ m: 0, pl: 3 }}>
          {steps(transfer).map((step) => (
            <Typography component="li" key={step}>
              {step}
            </Typography>
          ))}
        </Stack>
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
      {data ? <TransferSummary transfer={data} /> : null}
    </>
  );
}
