import { matchesRoutePattern } from '@vaultline/contracts';
import type { LiveRemote, RemoteName, RemoteRegistry } from '@vaultline/contracts';
import { COMING_SOON } from './coming-soon';

/** Who may see a remote's pages: the public remote is open, banking needs a session, admin needs staff. */
export type Area = 'public' | 'customer' | 'staff';

export const REMOTE_AREA: Record<RemoteName, Area> = {
  mfe_public: 'public',
  mfe_banking: 'customer',
  mfe_admin: 'staff',
};

export type ResolvedPath =
  | { kind: 'remote'; remote: LiveRemote; area: Area }
  | { kind: 'coming-soon'; title: string }
  | { kind: 'unavailable' }
  | { kind: 'not-found' };

/**
 * Which part of the portal owns a path. Remotes declare their routes in the registry, so a new
 * page inside a remote needs no shell rebuild; coming-soon pages belong to the shell.
 */
export function resolvePath(pathname: string, registry: RemoteRegistry): ResolvedPath {
  for (const remote of registry.remotes) {
    if (remote.routes.some((pattern) => matchesRoutePattern(pattern, pathname))) {
      return { kind: 'remote', remote, area: REMOTE_AREA[remote.name] };
    }
  }
  const title = COMING_SOON[pathname.replace(/\/+$/, '') || '/'];
  if (title) return { kind: 'coming-soon', title };
  return registry.remotes.length === 0 ? { kind: 'unavailable' } : { kind: 'not-found' };
}
