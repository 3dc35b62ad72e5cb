// Built for Node at release time (tools/webpack/prerender-plugin.js): the public pages a first
// visit lands on, rendered to HTML with their styles, as they look before any data has arrived.
// The API serves them inside the shell's page to browsers without a session; the shell's app then
// takes the page over. Nothing here runs in the browser.
import { renderToString } from 'react-dom/server';
import { DrawnPage } from '@vaultline/ui';
import { paths } from './config/paths';
import PublicRoutes from './remote-routes';

/**
 * Pages that look the same for every signed-out visitor (no query, no state carried in): the pages
 * an emailed link opens (reset-password, email-change/cancel) carry a token and are not drawn.
 */
export const PRERENDERED_PATHS: readonly string[] = [
  paths.home,
  paths.login,
  paths.features,
  paths.privacy,
  paths.terms,
];

/** One page's HTML, styles inline (light scheme: the shell hides it from dark-scheme systems). */
export function renderPage(path: string): string {
  return renderToString(
    <DrawnPage path={path} baseline={true}>
      <PublicRoutes />
    </DrawnPage>,
  );
}
