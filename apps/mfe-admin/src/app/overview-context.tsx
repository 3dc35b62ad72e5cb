import type { AdminOverview } from '@vaultline/contracts';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useOverviewQuery } from '../api/get-overview';
import { OVERVIEW_REFRESH_MS } from '../config/constants';
import type { Query } from '@vaultline/ui';

const OverviewContext = createContext<Query<AdminOverview> | null>(null);

/**
 * The back office's live figures (stat cards, nav counts), loaded once for every admin page and
 * refreshed on each navigation, every minute, and after a change (`useRefreshOverview`).
 */
export function OverviewProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((current) => current + 1), OVERVIEW_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  const overview = useOverviewQuery({ tick: `${pathname}#${tick}` });
  return <OverviewContext.Provider value={overview}>{children}</OverviewContext.Provider>;
}

/** The overview: the shared one inside the back office frame, else this component's own request. */
export function useOverview(): Query<AdminOverview> {
  const shared = useContext(OverviewContext);
  const own = useOverviewQuery({ enabled: shared === null });
  return shared ?? own;
}

const noop = () => undefined;

/** Call after a change that moves a count (an approval, a closed user, a resolved complaint). */
export function useRefreshOverview(): () => void {
  return useContext(OverviewContext)?.refetch ?? noop;
}
