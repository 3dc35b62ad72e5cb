import { CssBaseline, ThemeProvider } from '@mui/material';
import { createContext, type ReactNode, useContext } from 'react';
import { StaticRouter } from 'react-router-dom';
import { portalTheme } from './portal-theme';

/**
 * True while a page is rendered to HTML at build time (no script runs there): what needs the app
 * (sending a form) stays disabled in that HTML until the app takes the page over in the browser.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}

/**
 * What a page drawn at build time renders inside: the portal's theme in the light scheme (the API
 * sends no drawn page where dark was chosen), a router at the page's path, and the baseline styles
 * where the drawing is the whole page or its frame (not for a page put inside the shell's frame).
 */
export function DrawnPage({
  path,
  baseline,
  children,
}: {
  path: string;
  baseline: boolean;
  children: ReactNode;
}) {
  return (
    <PrerenderingContext.Provider value={true}>
      <ThemeProvider theme={portalTheme} defaultMode="light">
        {baseline && <CssBaseline />}
        <StaticRouter location={path}>{children}</StaticRouter>
      </ThemeProvider>
    </PrerenderingContext.Provider>
  );
}
