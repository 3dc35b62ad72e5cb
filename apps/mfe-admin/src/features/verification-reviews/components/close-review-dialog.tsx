import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import type { VerificationReview } from '@vaultline/contracts';
import { useCloseVerificationReview } from '../api/verification-reviews';

/** Closing a review declines the customer's verification; the reason is shown to them. */
export function CloseReviewDialog(props: {
  review: VerificationReview;
  open: boolean;
  onClose(): void;
  onClosed(): void;
}) {
  const { review, open, onClose, onClosed } = props;
  const close = useCloseVerificationReview();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    if (reason.trim() === '') return setError('Give the reason the customer will see.');
    const result = await close.mutate({ id: review.id, reason: reason.trim() });
    if (!result.ok) return setError(result.error.message);
    setReason('');
    setError(null);
    onClosed();
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="close-review-title"
    >
      <DialogTitle id="close-review-title">Close the review of {review.customer.name}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Their identity verification will be declined. They see this reason and are asked to
          contact support.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(null);
          }}
          error={!!error}
          helperText={error ?? ' '}
          multiline
          minRows={2}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        {close.isPending ? <Alert severity="info">Closing…</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={close.isPending}
          onClick={() => void submit()}
        >
          Close review
        </Button>
      </DialogActions>
    </Dialog>
  );
}
