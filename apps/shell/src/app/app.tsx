import { BrowserRouter } from 'react-router-dom';
import { ReleaseNotice } from './remotes/release-notice';
import { PortalRoutes } from './routing/portal-routes';
import { RouteAnnouncer } from './routing/route-announcer';
import { ScrollToTop } from './routing/scroll-to-top';
import { IdleSignOut } from './session/idle-sign-out';
import { useSessionKeepAlive } from './session/use-session-timers';
import { ColorModeProvider } from './theme/color-mode';
import { Toaster } from './toaster';

function SessionTimers() {
  useSessionKeepAlive();
  return <IdleSignOut />;
}

/** The portal: one router for every remote, the theme, the session timers, the one toast and the release notice. */
export function App() {
  return (
    <ColorModeProvider>
      <BrowserRouter>
        <ScrollToTop />
        <RouteAnnouncer />
        <SessionTimers />
        <PortalRoutes />
        <ReleaseNotice />
        <Toaster />
      </BrowserRouter>
    </ColorModeProvider>
  );
}
