import { Alert, AlertTitle, Snackbar } from '@mui/material';
import { useToasts } from '@vaultline/session';

/** Shows the one current toast (spec: one visible at a time, 5 s). */
export function Toaster() {
  const current = useToasts((state) => state.current);
  const dismiss = useToasts((state) => state.dismiss);
  if (!current) return null;
  return (
    <Snackbar
      key={current.id}
      open
      autoHideDuration={current.durationMs}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss(current.id)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
    >
      <Alert
        severity={current.severity}
        variant="filled"
        onClose={() => dismiss(current.id)}
        sx={{ width: '100%' }}
      >
        <AlertTitle>{current.title}</AlertTitle>
        {current.description}
      </Alert>
    </Snackbar>
  );
}
