// Boot: read the remote registry, register the remotes it lists, then start the app. Nothing here
// imports a shared module (React and friends load after the share scope is set up).
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { integrityPlugin } from './app/remotes/integrity-plugin';
import { loadRegistry } from './app/remotes/registry';

async function boot(): Promise<void> {
  const registry = await loadRegistry();
  registerRemotes(registry.remotes.flatMap((remote) => (remote.entry ? [{ name: remote.name, entry: remote.entry }] : [])));
  registerPlugins([integrityPlugin(registry)]);
  await import('./bootstrap');
}

void boot();
