import RefreshIcon from '@mui/icons-material/Refresh';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, CircularProgress, Grid } from '@mui/material';
import { EmptyState, ErrorState, ListSkeleton, PageHeading } from '@vaultline/ui';
import { useVerificationReviews } from '../api/verification-reviews';
import { VerificationReviewCard } from './verification-review-card';

/** /admin/verification-reviews — customers whose name matched the sanctions list. */
export function VerificationReviewsPage() {
  const queue = useVerificationReviews();
  const items = queue.data?.items ?? [];
  return (
    <>
      <PageHeading
        title="Verification Reviews"
        subtitle="Names that matched the sanctions list. Clearing takes two different staff members; closing declines the verification with a reason the customer sees."
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
          title="We couldn't load the verification reviews."
          message={queue.error.message}
          onRetry={queue.refetch}
        />
      ) : null}
      {queue.isLoading ? (
        <ListSkeleton rows={3} height={200} label="Loading the verification reviews" />
      ) : null}
      {queue.data && items.length === 0 ? (
        <EmptyState icon={<TaskAltIcon />} text="No verifications are waiting for review." />
      ) : null}
      {items.length > 0 ? (
        <Grid container spacing={2} component="section" aria-label="Open reviews">
          {items.map((review) => (
            <Grid key={review.id} size={{ xs: 12, lg: 6 }}>
              <VerificationReviewCard review={review} onChanged={queue.refetch} />
            </Grid>
          ))}
        </Grid>
      ) : null}
    </>
  );
}
