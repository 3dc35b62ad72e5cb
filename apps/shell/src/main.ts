// Boot: restore the session and read the remote registry (in parallel), register the remotes it
// lists, then start the app. Nothing here imports a shared module (React and friends load after
// the share scope is set up).
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { integrityPlugin } from './app/remotes/integrity-plugin';
import { currentRegistry, loadRegistry } from './app/remotes/registry';
import { restoreSession, setRestoredSession } from './app/session/restore-session';

async function boot(): Promise<void> {
  const [session, publicRegistry] = await Promise.all([restoreSession(), loadRegistry()]);
  // Staff sessions are also given the admin remote's entry.
  const registry = session?.user.role === 'admin' ? await loadRegistry(fetch, session.accessToken) : publicRegistry;
  registerRemotes(registry.remotes.flatMap((remote) => (remote.entry ? [{ name: remote.name, entry: remote.entry }] : [])));
  registerPlugins([integrityPlugin(currentRegistry)]);
  setRestoredSession(session);
  await import('./bootstrap');
}

void boot();
