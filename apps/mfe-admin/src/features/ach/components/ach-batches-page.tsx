import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { EmptyState, ErrorState, ListSkeleton, PageHeading, SectionCard } from '@vaultline/ui';
import { useAchBatches } from '../api/get-ach-batches';
import { BatchesTable } from './batches-table';

const NO_FILES =
  'No ACH files yet. A file is written when customers add money from or send money to other banks, or link an account.';

/** /admin/ach — the ACH files sent to the network: totals, settlement, returns, and the files themselves. */
export function AchBatchesPage() {
  const query = useAchBatches();
  const batches = query.data?.batches ?? [];
  return (
    <>
      <PageHeading
        title="ACH files"
        subtitle="The NACHA files the bank sent to the ACH network, their settlement and what other banks returned. Read-only."
      />
      <SectionCard title="Files">
        {query.isLoading ? <ListSkeleton rows={4} height={44} label="Loading ACH files" /> : null}
        {query.error ? (
          <ErrorState
            title="We couldn't load the ACH files."
            message={query.error.message}
            onRetry={query.refetch}
          />
        ) : null}
        {query.data && batches.length === 0 ? (
          <EmptyState icon={<ReceiptLongOutlinedIcon />} text={NO_FILES} />
        ) : null}
        {batches.length > 0 ? <BatchesTable batches={batches} /> : null}
      </SectionCard>
    </>
  );
}
