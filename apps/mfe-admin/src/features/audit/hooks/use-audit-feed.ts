import type { AuditQuery } from '@vaultline/contracts';
import { useCursorFeed } from '@vaultline/data-access';
import { adminKeys } from '../../../api/query-keys';
import { AUDIT_PAGE_SIZE } from '../../../config/constants';
import { getAudit } from '../api/get-audit';

export type AuditFilters = Pick<AuditQuery, 'actorId' | 'userId' | 'action' | 'from' | 'to'>;

/** The audit log, newest first, for the applied filters; `loadMore()` asks for the records before the last one shown. */
export function useAuditFeed(filters: AuditFilters) {
  return useCursorFeed(adminKeys.audit(filters), async (before, signal) => {
    const page = await getAudit(
      { ...filters, limit: AUDIT_PAGE_SIZE, before: before ?? undefined },
      signal,
    );
    return { items: page.items, nextCursor: page.nextBefore };
  });
}
