import { createContext, useContext } from 'react';

/**
 * True while a page is rendered to HTML at build time (no script runs there): what needs the app
 * (sending a form) stays disabled in that HTML until the app takes the page over in the browser.
 */
export const PrerenderingContext = createContext(false);

export function usePrerendering(): boolean {
  return useContext(PrerenderingContext);
}
