import {
  Alert,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import type { VerificationReview } from '@vaultline/contracts';
import { useSession } from '@vaultline/session';
import { formatDateTime } from '@vaultline/ui';
import { useClearVerificationReview } from '../api/verification-reviews';
import { CloseReviewDialog } from './close-review-dialog';

const MATCH_TEXT = { hit: 'Same name', near_hit: 'Similar name' } as const;
const TRIGGER_TEXT = { submission: 'at verification', name_change: 'after a name change' } as const;

/** One customer whose name matched the list: what matched, and the two ways to decide. */
export function VerificationReviewCard(props: { review: VerificationReview; onChanged(): void }) {
  const { review, onChanged } = props;
  const me = useSession((state) => state.user?.id);
  const clear = useClearVerificationReview();
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const proposedByMe = review.firstClearer?.id === me;
  const onClear = async () => {
    const result = await clear.mutate(review.id);
    if (!result.ok) return setError(result.error.message);
    setError(null);
    onChanged();
  };
  return (
    <Card component="article" aria-label={review.customer.name} variant="outlined">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
          <Chip
            label={MATCH_TEXT[review.matchKind]}
            color={review.matchKind === 'hit' ? 'error' : 'warning'}
            size="small"
          />
          <Chip label={`Screened ${TRIGGER_TEXT[review.trigger]}`} size="small" />
        </Stack>
        <Typography variant="h6">{review.customer.name}</Typography>
        <Typography color="text.secondary">{review.customer.email}</Typography>
        <Typography sx={{ mt: 1 }}>Screened name: {review.screenedName}</Typography>
        <Typography>
          List entry: {review.listEntry.name} ({review.listEntry.id})
        </Typography>
        <Typography color="text.secondary">Opened {formatDateTime(review.openedAt)}</Typography>
        {review.firstClearer ? (
          <Alert severity="info" sx={{ mt: 1 }}>
            {proposedByMe
              ? 'You proposed clearing: waiting for a second staff member.'
              : `${review.firstClearer.name} proposed clearing: confirm to verify the customer.`}
          </Alert>
        ) : null}
        {error ? (
          <Alert severity="error" sx={{ mt: 1 }}>
            {error}
          </Alert>
        ) : null}
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          disabled={clear.isPending || proposedByMe}
          onClick={() => void onClear()}
        >
          {review.firstClearer && !proposedByMe ? 'Confirm clear' : 'Clear'}
        </Button>
        <Button color="error" onClick={() => setClosing(true)}>
          Close with reason
        </Button>
      </CardActions>
      <CloseReviewDialog
        review={review}
        open={closing}
        onClose={() => setClosing(false)}
        onClosed={() => {
          setClosing(false);
          onChanged();
        }}
      />
    </Card>
  );
}
