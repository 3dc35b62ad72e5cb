import ManageSearchOutlinedIcon from '@mui/icons-material/ManageSearchOutlined';
import { useState } from 'react';
import {
  EmptyState,
  ErrorState,
  ListSkeleton,
  PageHeading,
  SectionCard,
  FeedFooter,
} from '@vaultline/ui';
import { formatCount } from '@vaultline/ui';
import { useAuditFeed, type AuditFilters } from '../hooks/use-audit-feed';
import { AuditFiltersForm } from './audit-filters';
import { AuditTable } from './audit-table';
import { ChainCheck } from './chain-check';

/** /admin/audit — every staff change (who, when, what, before, after), filterable, with hash-chain verification. */
export function AuditLogPage() {
  const [filters, setFilters] = useState<AuditFilters>({});
  const feed = useAuditFeed(filters);

  return (
    <>
      <PageHeading
        title="Audit Log"
        subtitle="Every staff change: who, when, what, before and after. Nobody can edit it; the hash chain proves it."
      />
      <ChainCheck />
      <SectionCard title="Records">
        <AuditFiltersForm onApply={setFilters} />
        {feed.error ? (
          <ErrorState
            title="We couldn't load the audit log."
            message={feed.error.message}
            onRetry={feed.reload}
          />
        ) : null}
        {!feed.loaded && !feed.error ? (
          <ListSkeleton rows={6} height={44} label="Loading audit records" />
        ) : null}
        {feed.loaded && feed.items.length === 0 ? (
          <EmptyState
            icon={<ManageSearchOutlinedIcon />}
            text="No audit records match these filters."
          />
        ) : null}
        {feed.items.length > 0 ? (
          <>
            <AuditTable items={feed.items} />
            <FeedFooter
              feed={feed}
              summary={`Showing ${formatCount(feed.items.length)} records${feed.hasMore ? ', newest first' : ' (all)'}`}
              moreErrorTitle="We couldn't load more records."
            />
          </>
        ) : null}
      </SectionCard>
    </>
  );
}
