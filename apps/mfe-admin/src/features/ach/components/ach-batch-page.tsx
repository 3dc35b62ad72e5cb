import { Stack } from '@mui/material';
import { useParams } from 'react-router-dom';
import type { AchBatchDetail } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import {
  BackButton,
  EmptyState,
  ErrorState,
  formatCount,
  formatDateTime,
  PageHeading,
  SectionCard,
} from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { PageSkeleton } from '../../../components/page-skeleton';
import { paths } from '../../../config/paths';
import { useAchBatch } from '../api/get-ach-batch';
import { BatchStatusChip, DownloadFileButton } from './ach-parts';
import { EntriesTable } from './entries-table';

function BatchSummary({ batch }: { batch: AchBatchDetail }) {
  return (
    <SectionCard title="File" action={<DownloadFileButton batch={batch} />}>
      <InfoList>
        <InfoRow label="Status" value={<BatchStatusChip status={batch.status} />} />
        <InfoRow label="Entries" value={formatCount(batch.entryCount)} />
        <InfoRow label="Created" value={formatDateTime(batch.createdAt)} />
        <InfoRow label="Settled" value={formatDateTime(batch.settledAt)} />
        <InfoRow label="Debits (money pulled in)" value={formatUsd(batch.debitTotalMinor)} />
        <InfoRow label="Credits (money pushed out)" value={formatUsd(batch.creditTotalMinor)} />
        <InfoRow label="Returns" value={formatCount(batch.returnCount)} />
      </InfoList>
    </SectionCard>
  );
}

/** /admin/ach/:batchId — one ACH file: its totals, its entries with any return, and the file. */
export function AchBatchPage() {
  const { batchId } = useParams();
  const query = useAchBatch(batchId);
  const batch = query.data;
  const notFound = query.error?.status === 404;
  return (
    <>
      <BackButton to={paths.achBatches} label="Back to ACH files" />
      <PageHeading
        title={batch?.fileName ?? 'ACH file'}
        subtitle="Entries and returns. Read-only."
      />
      {query.isLoading ? <PageSkeleton label="Loading the ACH file" /> : null}
      {notFound ? (
        <EmptyState text="We couldn't find this ACH file. The link may be wrong." />
      ) : null}
      {query.error && !notFound ? (
        <ErrorState
          title="We couldn't load this ACH file."
          message={query.error.message}
          onRetry={query.refetch}
        />
      ) : null}
      {batch ? (
        <Stack spacing={3}>
          <BatchSummary batch={batch} />
          <SectionCard title="Entries">
            <EntriesTable entries={batch.entries} />
          </SectionCard>
        </Stack>
      ) : null}
    </>
  );
}
