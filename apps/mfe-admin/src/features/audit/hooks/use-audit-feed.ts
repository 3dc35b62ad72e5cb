import type { AuditQuery, AuditRecord } from '@vaultline/contracts';
import { ApiRequestError, toApiRequestError } from '@vaultline/session';
import { useCallback, useEffect, useRef, useState } from 'react';
import { AUDIT_PAGE_SIZE } from '../../../config/constants';
import { getAudit } from '../api/get-audit';

export type AuditFilters = Pick<AuditQuery, 'actorId' | 'userId' | 'action' | 'from' | 'to'>;

interface FeedState {
  key: string;
  items: AuditRecord[];
  nextBefore: string | null;
  loaded: boolean;
  error: ApiRequestError | null;
  loadingMore: boolean;
  moreError: ApiRequestError | null;
}

const initial = (key: string): FeedState => ({ key, items: [], nextBefore: null, loaded: false, error: null, loadingMore: false, moreError: null });

/** The audit log, newest first, for the applied filters; `loadMore()` asks for the records before the last one shown. */
export function useAuditFeed(filters: AuditFilters) {
  const key = JSON.stringify(filters);
  const [state, setState] = useState<FeedState>(() => initial(key));
  const [version, setVersion] = useState(0);
  const more = useRef<AbortController | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    more.current?.abort();
    more.current = null;
    setState(initial(key));
    getAudit({ ...(JSON.parse(key) as AuditFilters), limit: AUDIT_PAGE_SIZE }, controller.signal).then(
      (page) => !controller.signal.aborted && setState({ ...initial(key), items: page.items, nextBefore: page.nextBefore, loaded: true }),
      (error: unknown) => !controller.signal.aborted && setState({ ...initial(key), error: toApiRequestError(error) }),
    );
    return () => {
      controller.abort();
      more.current?.abort();
      more.current = null;
    };
  }, [key, version]);

  const loadMore = useCallback(() => {
    if (!state.nextBefore || more.current) return;
    const controller = new AbortController();
    more.current = controller;
    setState((current) => ({ ...current, loadingMore: true, moreError: null }));
    const settle = (update: (current: FeedState) => FeedState) => {
      if (more.current === controller) more.current = null;
      if (!controller.signal.aborted) setState((current) => (current.key === key ? update(current) : current));
    };
    getAudit({ ...(JSON.parse(key) as AuditFilters), limit: AUDIT_PAGE_SIZE, before: state.nextBefore }, controller.signal).then(
      (page) =>
        settle((current) => {
          const seen = new Set(current.items.map((item) => item.id));
          return {
            ...current,
            items: current.items.concat(page.items.filter((item) => !seen.has(item.id))),
            nextBefore: page.nextBefore,
            loadingMore: false,
          };
        }),
      (error: unknown) => settle((current) => ({ ...current, loadingMore: false, moreError: toApiRequestError(error) })),
    );
  }, [key, state.nextBefore]);

  const retry = useCallback(() => setVersion((current) => current + 1), []);
  const current = state.key === key ? state : initial(key);
  return { ...current, hasMore: current.nextBefore !== null, loadMore, retry };
}
