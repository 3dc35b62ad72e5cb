import { BrowserRouter } from 'react-router-dom';
import { PortalRoutes } from './routing/portal-routes';
import { ScrollToTop } from './routing/scroll-to-top';
import { useInactivitySignOut, useSessionKeepAlive } from './session/use-session-timers';
import { ColorModeProvider } from './theme/color-mode';
import { Toaster } from './toaster';

function SessionTimers() {
  useInactivitySignOut();
  useSessionKeepAlive();
  return null;
}

/** The portal: one router for every remote, the theme, the session timers and the one toast. */
export function App() {
  return (
    <ColorModeProvider>
      <BrowserRouter>
        <ScrollToTop />
        <SessionTimers />
        <PortalRoutes />
        <Toaster />
      </BrowserRouter>
    </ColorModeProvider>
  );
}
