import type { RemoteRegistry, SessionResponse } from '@vaultline/contracts';
import { resolvePath } from '../routing/resolve-path';
import { loadRemoteRoutes } from './remote-loader';

/**
 * Starts loading the remote that owns the page being opened as soon as the registry is known, while
 * React and the shell's own chunks are still on their way, instead of after the shell has drawn
 * (on a slow phone that was two seconds later). Only a remote this visitor may open: banking needs
 * a session, admin needs staff. A failure here is the outlet's to show, when it asks again.
 */
export function startOwningRemote(
  pathname: string,
  registry: RemoteRegistry,
  session: SessionResponse | null,
): void {
  const owner = resolvePath(pathname, registry);
  if (owner.kind !== 'remote') return;
  const user = session?.user;
  const mayOpen =
    owner.area === 'public' ||
    (owner.area === 'customer' && user !== undefined && !user.mustChangePassword) ||
    (owner.area === 'staff' && user?.role === 'admin' && !user.mustChangePassword);
  if (mayOpen) void loadRemoteRoutes(owner.remote).catch(() => undefined);
}
