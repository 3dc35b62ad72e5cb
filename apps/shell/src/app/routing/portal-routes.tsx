import type { RemoteRegistry } from '@vaultline/contracts';
import { useLocation } from 'react-router-dom';
import { SignedInLayout } from '../layout/signed-in-layout';
import { RemoteOutlet } from '../remotes/remote-outlet';
import { ComingSoonPage, NotFoundPage, PortalUnavailablePage } from './pages';
import { resolvePath } from './resolve-path';

/** Renders whatever owns the current path inside the right frame. */
export function PortalRoutes({ registry }: { registry: RemoteRegistry }) {
  const { pathname } = useLocation();
  const resolved = resolvePath(pathname, registry);
  switch (resolved.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'unavailable':
      return <PortalUnavailablePage />;
    case 'coming-soon':
      return (
        <SignedInLayout>
          <ComingSoonPage title={resolved.title} />
        </SignedInLayout>
      );
    case 'remote':
      if (resolved.area === 'public') return <RemoteOutlet key={resolved.remote.name} remote={resolved.remote} />;
      return (
        <SignedInLayout>
          <RemoteOutlet key={resolved.remote.name} remote={resolved.remote} />
        </SignedInLayout>
      );
  }
}
