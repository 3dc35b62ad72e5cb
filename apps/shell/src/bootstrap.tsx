import { useSession } from '@vaultline/session';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { restoredSession } from './app/session/restore-session';

const session = restoredSession();
if (session) useSession.getState().setSession(session);
else useSession.getState().clear();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
