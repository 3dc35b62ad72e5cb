import { Alert, Button, Snackbar } from '@mui/material';
import { useReleaseWatch } from './release-watch';

/** Offers a reload when a release this tab runs was rolled back (an urgent rollback has reloaded already). */
export function ReleaseNotice({
  reload = () => window.location.reload(),
}: {
  reload?: () => void;
}) {
  const notice = useReleaseWatch(reload);
  return (
    <Snackbar
      open={notice === 'offer-reload'}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="info"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={reload}>
            Reload
          </Button>
        }
      >
        A fix for this part of Vaultline was released. Reload to use it.
      </Alert>
    </Snackbar>
  );
}
