import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import type { LiveRemote } from '@vaultline/contracts';
import { Component, lazy, ReactNode, Suspense, useMemo, useState } from 'react';
import { loadRemoteRoutes } from './remote-loader';

export function SectionUnavailable({ onRetry }: { onRetry(): void }) {
  return (
    <Box sx={{ p: { xs: 2, md: 4 } }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        <AlertTitle>This section is temporarily unavailable</AlertTitle>
        Please try again in a moment. The rest of Vaultline keeps working.
      </Alert>
    </Box>
  );
}

function SectionLoading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <CircularProgress />
    </Box>
  );
}

interface BoundaryProps {
  onRetry(): void;
  children: ReactNode;
}

/** Catches a remote that cannot load or crashes, so only its own routes show the fallback. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote section failed', error);
  }

  override render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** Where a remote renders: error boundary + Suspense around its lazily loaded routes. */
export function RemoteOutlet({ remote }: { remote: LiveRemote }) {
  const [attempt, setAttempt] = useState(0);
  const Routes = useMemo(() => lazy(() => loadRemoteRoutes(remote, attempt)), [remote, attempt]);
  return (
    <RemoteBoundary key={`${remote.name}:${attempt}`} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<SectionLoading />}>
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
