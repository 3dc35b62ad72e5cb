import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteRegistry } from '@vaultline/contracts';
import { isStaff, useSession } from '@vaultline/session';
import { useEffect, useSyncExternalStore } from 'react';
import { currentRegistry, loadRegistry, subscribeRegistry } from './registry';

export function useRegistry(): RemoteRegistry {
  return useSyncExternalStore(subscribeRegistry, currentRegistry);
}

/** When staff sign in after boot, fetch the registry again with their token and register the admin remote. */
export function useStaffRemotes(registry: RemoteRegistry): void {
  const token = useSession((state) => state.accessToken);
  const staff = useSession((state) => isStaff(state.user));
  const missing = registry.remotes.some((remote) => remote.name === 'mfe_admin' && remote.entry === null);
  useEffect(() => {
    if (!staff || !missing || !token) return;
    void loadRegistry(fetch, token).then((next) => {
      const admin = next.remotes.filter((remote) => remote.name === 'mfe_admin' && remote.entry);
      registerRemotes(admin.map((remote) => ({ name: remote.name, entry: remote.entry as string })), { force: true });
    });
  }, [staff, missing, token]);
}
