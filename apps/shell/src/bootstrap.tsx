import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useSession } from '@vaultline/session';
import { App } from './app/app';
import { isPrerendered, preloadOwningRemote, takeOver } from './app/prerender/take-over';
import { currentRegistry } from './app/remotes/registry';
import { restoredSession } from './app/session/restore-session';

/** Starts the app on the session and registry found at boot (main.ts). */
export async function startApp(root: HTMLElement): Promise<void> {
  const session = restoredSession();
  if (session) useSession.getState().setSession(session);
  else useSession.getState().clear();
  const app = createRoot(root);
  const element = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!isPrerendered(root)) return app.render(element);
  // The API drew this page before any script ran: the app takes it over once it can draw it too.
  await preloadOwningRemote(window.location.pathname, currentRegistry());
  takeOver(root, app, element);
}
