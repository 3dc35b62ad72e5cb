import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { LiveRemote } from '@vaultline/contracts';
import type { ComponentType } from 'react';

/** What every remote exposes as "./routes": a component rendering its own <Routes>. */
export interface RemoteRoutesModule {
  default: ComponentType;
}

async function loadRoutes(name: string): Promise<RemoteRoutesModule> {
  const module = await loadRemote<RemoteRoutesModule>(`${name}/routes`);
  if (!module?.default) throw new Error(`${name} did not provide its routes`);
  return module;
}

/**
 * Loads a remote's routes. If the live release cannot load, the release before it is tried (its
 * files are immutable, so it still works). A retry re-registers the remote so a failed attempt
 * is not served from the runtime's cache.
 */
export async function loadRemoteRoutes(remote: LiveRemote, attempt: number): Promise<RemoteRoutesModule> {
  if (!remote.entry) throw new Error(`${remote.name} is not available to this session`);
  if (attempt > 0) registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
  try {
    return await loadRoutes(remote.name);
  } catch (error) {
    const previous = remote.previous[0];
    if (!previous) throw error;
    console.warn(`${remote.name} ${remote.version} failed to load; trying ${previous.version}`, error);
    registerRemotes([{ name: remote.name, entry: previous.entry }], { force: true });
    return loadRoutes(remote.name);
  }
}
