import type { RemoteRegistry } from '@vaultline/contracts';
import { BrowserRouter } from 'react-router-dom';
import { PortalRoutes } from './routing/portal-routes';
import { ScrollToTop } from './routing/scroll-to-top';
import { ColorModeProvider } from './theme/color-mode';
import { Toaster } from './toaster';

/** The portal: one router for every remote, the theme, and the one toast. */
export function App({ registry }: { registry: RemoteRegistry }) {
  return (
    <ColorModeProvider>
      <BrowserRouter>
        <ScrollToTop />
        <PortalRoutes registry={registry} />
        <Toaster />
      </BrowserRouter>
    </ColorModeProvider>
  );
}
