import { Box, CircularProgress } from '@mui/material';
import { isStaff, useSession } from '@vaultline/session';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SignedInLayout } from '../layout/signed-in-layout';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { useRegistry, useStaffRemotes } from '../remotes/use-registry';
import { ChangePasswordPage } from '../session/change-password-page';
import { ComingSoonPage, NotFoundPage, PortalUnavailablePage } from './pages';
import { Area, resolvePath } from './resolve-path';

function Loading() {
  return (
    <Box role="status" aria-label="Loading" sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
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

/** Renders whatever owns the current path inside the right frame. */
export function PortalRoutes() {
  const { pathname } = useLocation();
  const registry = useRegistry();
  useStaffRemotes(registry);
  const resolved = resolvePath(pathname, registry);
  switch (resolved.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'unavailable':
      return <PortalUnavailablePage />;
    case 'coming-soon':
      return (
        <Guard area="customer">
          <ComingSoonPage title={resolved.title} />
        </Guard>
      );
    case 'remote':
      if (resolved.area === 'public') return <RemoteOutlet key={resolved.remote.name} remote={resolved.remote} />;
      return (
        <Guard area={resolved.area}>
          {resolved.remote.entry ? <RemoteOutlet key={`${resolved.remote.name}:${resolved.remote.entry}`} remote={resolved.remote} /> : <Loading />}
        </Guard>
      );
  }
}
