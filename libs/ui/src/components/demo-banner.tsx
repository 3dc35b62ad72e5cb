import { Alert } from '@mui/material';

/**
 * PRODUCT: "Demo bank — no real money" wherever the portal runs as a demo: `demo` is the
 * operator content's flag (`useOperatorContent()` in @vaultline/data-access); nothing is drawn
 * otherwise, nor while that content is on its way.
 */
export function DemoBanner({ demo }: { demo: boolean }) {
  if (!demo) return null;
  return (
    <Alert
      severity="warning"
      variant="standard"
      sx={{ borderRadius: 0, justifyContent: 'center', py: 0 }}
    >
      <strong>Demo bank — no real money</strong>
    </Alert>
  );
}
