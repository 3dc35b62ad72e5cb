import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Component, lazy, Suspense, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { LiveRemote } from '@vaultline/contracts';
import { loadedRoutes, loadRemoteRoutes } from './remote-loader';

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

export function SectionLoading() {
  return (
    <Box
      role="status"
      aria-label="Loading"
      sx={{ display: 'flex', justifyContent: 'center', p: 6 }}
    >
      <CircularProgress />
    </Box>
  );
}

interface BoundaryProps {
  /** The current path: a failure on one page does not follow the user to the next. */
  resetKey: string;
  fallback: ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** The path the failure happened on (set once it is caught). */
  failedAt: string | null;
}

/** Catches a remote that cannot load or crashes, so only its own routes show the fallback, and only until the route changes. */
export class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, failedAt: null };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    const moved = state.failed && state.failedAt !== null && state.failedAt !== props.resetKey;
    return moved ? { failed: false, failedAt: null } : null;
  }

  override componentDidCatch(error: unknown) {
    console.error('A remote section failed', error);
    this.setState({ failedAt: this.props.resetKey });
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * Where a remote renders: error boundary + Suspense around its lazily loaded routes. `unavailable`
 * replaces the usual fallback (the shell's own sign-in form on /login, say).
 */
export function RemoteOutlet({
  remote,
  unavailable,
}: {
  remote: LiveRemote;
  unavailable?: ReactNode;
}) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  // The release loads once per tab: a registry re-read must not swap a running remote. One that
  // has loaded already renders at once (the first frame over a page the API drew must be that page).
  const Routes = useMemo(
    () => loadedRoutes(remote.name)?.default ?? lazy(() => loadRemoteRoutes(remote)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [remote.name, attempt],
  );
  const fallback = unavailable ?? <SectionUnavailable onRetry={() => setAttempt((n) => n + 1)} />;
  return (
    <RemoteBoundary key={attempt} resetKey={pathname} fallback={fallback}>
      <Suspense fallback={<SectionLoading />}>
        <Routes />
      </Suspense>
    </RemoteBoundary>
  );
}
