// Built for Node at release time (tools/webpack/prerender-plugin.js): the page a sign-in lands on,
// rendered to HTML with its styles, as it looks before the session and any data have arrived (the
// figures are skeletons). The API serves it inside the shell's signed-in frame (apps/shell/src/
// prerender.tsx) to browsers that had a session; the shell's app then takes the page over. Nothing
// here runs in the browser.
import { renderToString } from 'react-dom/server';
import { DrawnPage } from '@vaultline/ui';
import { paths } from './config/paths';
import BankingRoutes from './remote-routes';

/** The pages drawn: the dashboard, where a sign-in lands. */
export const PRERENDERED_PATHS: readonly string[] = [paths.dashboard];

/** One page's HTML, styles inline (light scheme: the API does not send it where dark is chosen). */
export function renderPage(path: string): string {
  return renderToString(
    <DrawnPage path={path} baseline={false}>
      <BankingRoutes />
    </DrawnPage>,
  );
}
