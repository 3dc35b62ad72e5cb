import { Alert, Button } from '@mui/material';

interface ErrorStateProps {
  /** What could not be loaded, e.g. "We couldn't load your accounts." */
  title: string;
  message?: string;
  onRetry(): void;
}

/** A list or card that failed to load: what failed, why, and a Retry button. */
export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  return (
    <Alert
      severity="error"
      variant="outlined"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      <strong>{title}</strong>
      {message ? ` ${message}` : null}
    </Alert>
  );
}
