import { Alert } from '@mui/material';
import { useOperatorContent } from '../api/operator-content';

/** PRODUCT: "Demo bank — no real money" wherever the portal runs as a demo (operator content). */
export function DemoBanner() {
  const content = useOperatorContent();
  if (!content.data?.demo) return null;
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
