import { Box, CircularProgress } from '@mui/material';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import type { LiveRemote } from '@vaultline/contracts';
import { isStaff, useSession } from '@vaultline/session';
import { SignedInLayout } from '../layout/signed-in-layout';
import { RemoteOutlet, SectionUnavailable } from '../remotes/remote-outlet';
import type { StaffRemotesStatus } from '../remotes/use-registry';
import { useRegistry, useStaffRemotes } from '../remotes/use-registry';
import { ChangePasswordPage } from '../session/change-password-page';
import { FallbackSignIn } from '../session/fallback-sign-in';
import { ComingSoonPage, NotFoundPage, PortalUnavailablePage } from './pages';
import type { Area } from './resolve-path';
import { resolvePath } from './resolve-path';

function Loading() {
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

/**
 * The guards of the spec: signed-in pages need a session (else /login); staff pages need staff
 * (customers go to /dashboard). The API enforces the same on every call; this only routes.
 */
function Guard({ area, children }: { area: Exclude<Area, 'public'>; children: ReactNode }) {
  const { pathname } = useLocation();
  const user = useSession((state) => state.user);
  const status = useSession((state) => state.status);
  if (status === 'unknown') return <Loading />;
  if (!user) return <Navigate to={`/login?next=${encodeURIComponent(pathname)}`} replace />;
  if (area === 'staff' && !isStaff(user)) return <Navigate to="/dashboard" replace />;
  if (user.mustChangePassword) return <ChangePasswordPage />;
  return <SignedInLayout>{children}</SignedInLayout>;
}

/** A signed-in area's remote: its outlet, or while staff wait for the admin release, a spinner, then a fallback. */
function SignedInRemote({
  remote,
  staff,
}: {
  remote: LiveRemote;
  staff: { status: StaffRemotesStatus; retry(): void };
}) {
  if (remote.release) return <RemoteOutlet key={remote.name} remote={remote} />;
  return staff.status === 'failed' ? <SectionUnavailable onRetry={staff.retry} /> : <Loading />;
}

/** Renders whatever owns the current path inside the right frame. */
export function PortalRoutes() {
  const { pathname } = useLocation();
  const registry = useRegistry();
  const staff = useStaffRemotes(registry);
  const resolved = resolvePath(pathname, registry);
  switch (resolved.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'unavailable':
      return pathname === '/login' ? <FallbackSignIn /> : <PortalUnavailablePage />;
    case 'coming-soon':
      return (
        <Guard area="customer">
          <ComingSoonPage title={resolved.title} />
        </Guard>
      );
    case 'remote':
      if (resolved.area === 'public') {
        // Signing in must work even when the public remote cannot load at all: the shell has its own form.
        return (
          <RemoteOutlet
            key={resolved.remote.name}
            remote={resolved.remote}
            unavailable={pathname === '/login' ? <FallbackSignIn /> : undefined}
          />
        );
      }
      return (
        <Guard area={resolved.area}>
          <SignedInRemote remote={resolved.remote} staff={staff} />
        </Guard>
      );
  }
}
