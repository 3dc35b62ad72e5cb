import RefreshIcon from '@mui/icons-material/Refresh';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, CircularProgress, Grid } from '@mui/material';
import { formatUsd } from '@vaultline/money';
import { useSession } from '@vaultline/session';
import { EmptyState, ErrorState, ListSkeleton, PageHeading } from '@vaultline/ui';
import { useBankSettings } from '../../../api/get-bank-settings';
import { useRefreshOverview } from '../../../app/overview-context';
import { usePendingAdjustments } from '../api/get-adjustments';
import { AdjustmentCard } from './adjustment-card';

/** /admin/approvals — the checker's inbox: adjustments above the approval threshold, waiting for a second staff member. */
export function ApprovalsPage() {
  const pending = usePendingAdjustments();
  const settings = useBankSettings();
  const refreshOverview = useRefreshOverview();
  const myId = useSession((state) => state.user?.id ?? null);
  const items = pending.data?.items ?? [];
  const threshold = settings.data ? ` above ${formatUsd(settings.data.adjustmentApprovalThresholdMinor)}` : '';
  const changed = () => {
    pending.refetch();
    refreshOverview();
  };

  return (
    <>
      <PageHeading
        title="Approvals"
        subtitle={`Adjustments${threshold} wait here until a second staff member approves or rejects them. Nobody approves their own.`}
        actions={
          <Button
            variant="outlined"
            onClick={pending.refetch}
            disabled={pending.isFetching}
            startIcon={pending.isFetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          >
            Refresh
          </Button>
        }
      />
      {pending.error ? <ErrorState title="We couldn't load the adjustments waiting for approval." message={pending.error.message} onRetry={pending.refetch} /> : null}
      {pending.isLoading ? <ListSkeleton rows={3} height={220} label="Loading approvals" /> : null}
      {pending.data && items.length === 0 ? <EmptyState icon={<TaskAltIcon />} text="No adjustments are waiting for approval." /> : null}
      {items.length > 0 ? (
        <Grid container spacing={2} component="section" aria-label="Waiting for approval">
          {items.map((adjustment) => (
            <Grid key={adjustment.id} size={{ xs: 12, lg: 6 }}>
              <AdjustmentCard adjustment={adjustment} own={adjustment.maker.id === myId} onChanged={changed} />
            </Grid>
          ))}
        </Grid>
      ) : null}
    </>
  );
}
