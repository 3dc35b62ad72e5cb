import { Alert } from '@mui/material';
import { useLandingContent } from '../api/get-landing-content';

/** PRODUCT: a visible "Demo bank — no real money" banner when the operator runs a demo. */
export function DemoBanner() {
  const landing = useLandingContent();
  if (landing.status !== 'success' || !landing.content.demo) return null;
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
