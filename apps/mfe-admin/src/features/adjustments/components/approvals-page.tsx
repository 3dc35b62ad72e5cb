import RefreshIcon from '@mui/icons-material/Refresh';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, CircularProgress, Grid } from '@mui/material';
import type { Adjustment, ChangeRequest } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { useSession } from '@vaultline/session';
import { EmptyState, ErrorState, ListSkeleton, PageHeading } from '@vaultline/ui';
import { useBankSettings } from '../../../api/get-bank-settings';
import { usePendingChangeRequests } from '../../../api/get-change-requests';
import { usePendingAdjustments } from '../api/get-adjustments';
import { AdjustmentCard } from './adjustment-card';
import { ChangeRequestCard } from './change-request-card';

type Waiting = { kind: 'adjustment'; item: Adjustment } | { kind: 'change'; item: ChangeRequest };

/** Oldest first: the queue is worked from the front. */
function merge(adjustments: Adjustment[], changes: ChangeRequest[]): Waiting[] {
  const all: Waiting[] = [
    ...adjustments.map((item) => ({ kind: 'adjustment' as const, item })),
    ...changes.map((item) => ({ kind: 'change' as const, item })),
  ];
  return all.sort((a, b) => a.item.createdAt.localeCompare(b.item.createdAt));
}

/**
 * /admin/approvals — the checker's inbox: every request waiting for a second staff member
 * (adjustments, and changes to bank settings, transfer limits, roles and emails).
 */
export function ApprovalsPage() {
  const adjustments = usePendingAdjustments();
  const changes = usePendingChangeRequests();
  const settings = useBankSettings();
  const myId = useSession((state) => state.user?.id ?? null);
  const loaded = adjustments.data && changes.data;
  const items = merge(adjustments.data?.items ?? [], changes.data?.items ?? []);
  const error = adjustments.error ?? changes.error;
  const fetching = adjustments.isFetching || changes.isFetching;
  const rules = settings.data
    ? `adjustments above ${formatUsd(settings.data.adjustmentApprovalThresholdMinor)} or beyond a staff member's ` +
      `${formatUsd(settings.data.staffDailyAdjustmentLimitMinor)} a day`
    : 'large adjustments';
  const refetch = () => {
    adjustments.refetch();
    changes.refetch();
  };
  const changed = () => {
    refetch();
  };

  return (
    <>
      <PageHeading
        title="Approvals"
        subtitle={
          `Requests wait here until a second staff member approves or rejects them: ${rules}, and changes to bank ` +
          'settings, transfer limits, roles and emails. Nobody approves their own, or one about themselves.'
        }
        actions={
          <Button
            variant="outlined"
            onClick={refetch}
            disabled={fetching}
            startIcon={fetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          >
            Refresh
          </Button>
        }
      />
      {error ? (
        <ErrorState
          title="We couldn't load the requests waiting for approval."
          message={error.message}
          onRetry={refetch}
        />
      ) : null}
      {!loaded && !error ? <ListSkeleton rows={3} height={220} label="Loading approvals" /> : null}
      {loaded && items.length === 0 ? (
        <EmptyState icon={<TaskAltIcon />} text="Nothing is waiting for approval." />
      ) : null}
      {items.length > 0 ? (
        <Grid container spacing={2} component="section" aria-label="Waiting for approval">
          {items.map((waiting) => (
            <Grid key={waiting.item.id} size={{ xs: 12, lg: 6 }}>
              {waiting.kind === 'adjustment' ? (
                <AdjustmentCard adjustment={waiting.item} myId={myId} onChanged={changed} />
              ) : (
                <ChangeRequestCard request={waiting.item} myId={myId} onChanged={changed} />
              )}
            </Grid>
          ))}
        </Grid>
      ) : null}
    </>
  );
}
