import { useCallback, useEffect, useState } from 'react';
import { COOKIE_LIFETIME_S, SIDEBAR_COOKIE } from '@vaultline/contracts';

const SEVEN_DAYS_S = COOKIE_LIFETIME_S.sidebar;

function readCookie(): boolean {
  // Drawn at build time (no document): open, and the page server draws no frame for a closed one.
  if (typeof document === 'undefined') return true;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return match ? match.split('=')[1] !== 'false' : true;
}

/** Sidebar open/closed, kept in the `sidebar:state` cookie for 7 days; Ctrl/Cmd+B toggles it. */
export function useSidebarState() {
  const [open, setOpenState] = useState(readCookie);

  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    document.cookie = `${SIDEBAR_COOKIE}=${next}; path=/; max-age=${SEVEN_DAYS_S}; SameSite=Lax`;
  }, []);

  const toggle = useCallback(() => setOpen(!readCookie()), [setOpen]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggle]);

  return { open, setOpen, toggle };
}
