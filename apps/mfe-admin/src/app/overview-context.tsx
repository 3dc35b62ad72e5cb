import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useOverviewQuery } from '../api/get-overview';
import { OVERVIEW_REFRESH_MS } from '../config/constants';

/**
 * Keeps the back office's live figures (stat cards, nav counts) current for every admin page:
 * asked again on each navigation and every minute; any mutation invalidates them too.
 */
export function OverviewProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { refetch } = useOverviewQuery({ refreshMs: OVERVIEW_REFRESH_MS });
  const firstPath = useRef(pathname);
  useEffect(() => {
    if (pathname !== firstPath.current) refetch();
  }, [pathname, refetch]);
  return children;
}

/** The overview, from the shared cache (one request however many components show it). */
export function useOverview() {
  return useOverviewQuery();
}
