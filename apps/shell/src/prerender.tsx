// Built for Node at build time (tools/webpack/prerender-plugin.js): the signed-in frame (sidebar and
// header) of the pages a sign-in lands on, as it looks before the session is known, with an empty
// slot where the API puts the owning remote's page, drawn by that remote's release. The API serves
// the two inside the shell's page to browsers that had a session; the app then takes the page over.
// Nothing here runs in the browser.
import { renderToString } from 'react-dom/server';
import { DRAWN_PAGE_SLOT } from '@vaultline/contracts';
import { DrawnPage } from '@vaultline/ui';
import { SignedInLayout } from './app/layout/signed-in-layout';

/** Signed-in pages drawn before the app arrives: where a sign-in lands. */
export const PRERENDERED_PATHS: readonly string[] = ['/dashboard'];

/** The frame's HTML for a path, styles inline, its page slot empty. */
export function renderPage(path: string): string {
  return renderToString(
    <DrawnPage path={path} baseline={true}>
      <SignedInLayout>
        <div {...{ [DRAWN_PAGE_SLOT]: '' }} />
      </SignedInLayout>
    </DrawnPage>,
  );
}
