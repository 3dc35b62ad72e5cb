import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import { List } from '@mui/material';
import type { ReactNode } from 'react';
import type { AdminDispute } from '@vaultline/contracts';
import { EmptyState, ErrorState, ListSkeleton } from '@vaultline/ui';
import { useDisputes, type DisputeFilter } from '../api/disputes';

/** Disputes of one filter, each drawn by `row`, with the loading, error and empty states. */
export function DisputeList({
  filter,
  label,
  row,
}: {
  filter: DisputeFilter;
  label: string;
  row(dispute: AdminDispute): ReactNode;
}) {
  const query = useDisputes(filter);
  const disputes = query.data?.disputes ?? [];
  return (
    <>
      {query.isLoading ? <ListSkeleton rows={3} height={56} label="Loading disputes" /> : null}
      {query.error ? (
        <ErrorState
          title="We couldn't load the disputes."
          message={query.error.message}
          onRetry={query.refetch}
        />
      ) : null}
      {query.data && disputes.length === 0 ? (
        <EmptyState icon={<GavelOutlinedIcon />} text="No disputes waiting." />
      ) : null}
      {disputes.length > 0 ? (
        <List aria-label={label} disablePadding>
          {disputes.map(row)}
        </List>
      ) : null}
    </>
  );
}
