import RefreshIcon from '@mui/icons-material/Refresh';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, CircularProgress, Grid } from '@mui/material';
import { formatUsd } from '@vaultline/money';
import { EmptyState, ErrorState, ListSkeleton, PageHeading } from '@vaultline/ui';
import { useBankSettings } from '../../../api/get-bank-settings';
import { useReviewQueue } from '../api/get-review-queue';
import { ReviewItemCard } from './review-item-card';

/** /admin/review-queue — transfers held above the review threshold, funds reserved, waiting for a staff decision. */
export function ReviewQueuePage() {
  const queue = useReviewQueue();
  const settings = useBankSettings();
  const items = queue.data?.items ?? [];
  const threshold = settings.data ? ` above ${formatUsd(settings.data.reviewThresholdMinor)}` : '';
  const changed = () => {
    queue.refetch();
  };

  return (
    <>
      <PageHeading
        title="Review Queue"
        subtitle={`Transfers${threshold} are held, with the money reserved, until a staff member approves or rejects them.${settings.data ? ` Customers are told to expect ${settings.data.reviewTime}.` : ''}`}
        actions={
          <Button
            variant="outlined"
            onClick={queue.refetch}
            disabled={queue.isFetching}
            startIcon={queue.isFetching ? <CircularProgress size={16} /> : <RefreshIcon />}
          >
            Refresh
          </Button>
        }
      />
      {queue.error ? (
        <ErrorState
          title="We couldn't load the review queue."
          message={queue.error.message}
          onRetry={queue.refetch}
        />
      ) : null}
      {queue.isLoading ? (
        <ListSkeleton rows={3} height={200} label="Loading the review queue" />
      ) : null}
      {queue.data && items.length === 0 ? (
        <EmptyState icon={<TaskAltIcon />} text="No transfers are waiting for review." />
      ) : null}
      {items.length > 0 ? (
        <Grid container spacing={2} component="section" aria-label="Held transfers">
          {items.map((item) => (
            <Grid key={item.transfer.id} size={{ xs: 12, lg: 6 }}>
              <ReviewItemCard item={item} onChanged={changed} />
            </Grid>
          ))}
        </Grid>
      ) : null}
    </>
  );
}
