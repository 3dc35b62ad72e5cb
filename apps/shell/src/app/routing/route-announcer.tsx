import { Box } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

export const BRAND = 'Vaultline';
/** Read by screen readers, not shown. */
const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** How long to wait for a page's heading (a remote may still be loading). */
const HEADING_WAIT_MS = 3000;

/** Calls `found` with the page's h1 once it is on screen (checked every frame), up to HEADING_WAIT_MS. */
function whenHeading(found: (heading: HTMLElement) => void): () => void {
  const started = performance.now();
  let frame = 0;
  const look = () => {
    const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector('h1');
    if (heading?.textContent?.trim()) return found(heading);
    if (performance.now() - started < HEADING_WAIT_MS) frame = requestAnimationFrame(look);
  };
  frame = requestAnimationFrame(look);
  return () => cancelAnimationFrame(frame);
}

/**
 * Every route gets a title from its heading ("Transactions · Vaultline"). After a navigation
 * (not on the first load) focus moves to the new page's h1 and a polite live region says where
 * the person is now, so keyboard and screen-reader users start at the top of the new page.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  const firstPage = useRef(true);
  useEffect(() => {
    document.title = BRAND;
    return whenHeading((heading) => {
      const name = (heading.textContent ?? '').trim();
      document.title = `${name} · ${BRAND}`;
      if (firstPage.current) {
        firstPage.current = false;
        return;
      }
      setAnnouncement(name);
      // Someone already working in the new page (a field they clicked) keeps their focus.
      const page = heading.closest('main') ?? document.body;
      const active = document.activeElement;
      if (active && active !== document.body && page.contains(active)) return;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    });
  }, [pathname]);
  return (
    <Box role="status" aria-live="polite" sx={VISUALLY_HIDDEN}>
      {announcement}
    </Box>
  );
}
