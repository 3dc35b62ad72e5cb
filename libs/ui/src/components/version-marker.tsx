import { Typography } from '@mui/material';

/** A quiet line naming the release a remote runs, so ops and tests can see which one is live. */
export function VersionMarker({ label, version }: { label: string; version: string }) {
  return (
    <Typography
      component="p"
      variant="caption"
      color="text.secondary"
      sx={{ mt: 6, textAlign: 'center' }}
    >
      {`${label} module ${version}`}
    </Typography>
  );
}
