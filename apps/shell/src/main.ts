// Boot: restore the session and read the remote registry (in parallel), then start the app and,
// alongside, the remote that owns the page. The release check runs inside the federation runtime
// before any remote code does. Nothing here imports a shared module (React and friends load after
// the share scope is set up).
import './zod-jitless';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { startOwningRemote } from './app/remotes/early-start';
import { currentRegistry, loadRegistry } from './app/remotes/registry';
import { releaseCheckPlugin } from './app/remotes/release-check-plugin';
import { noteRefusal } from './app/remotes/remote-loader';
import { restoreSession, setRestoredSession } from './app/session/restore-session';

async function boot(): Promise<void> {
  // The shell's own chunks download meanwhile; the app starts only once both answers are in.
  const app = import('./bootstrap');
  app.catch(() => undefined);
  const [session] = await Promise.all([restoreSession(), loadRegistry()]);
  // Staff sessions are also given the admin remote's release.
  if (session?.user.role === 'admin') await loadRegistry(fetch, session.accessToken);
  registerPlugins([releaseCheckPlugin(currentRegistry, noteRefusal)]);
  setRestoredSession(session);
  startOwningRemote(window.location.pathname, currentRegistry(), session);
  await (await app).startApp(document.getElementById('root') as HTMLElement);
}

void boot();
