import type { AuditPage, AuditQuery } from '@vaultline/contracts';
import { AuditPageSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { cleanParams } from '../../../lib/params';

/** GET /admin/audit: audit records newest first, filtered; `before` (the previous page's nextBefore) pages on. */
export async function getAudit(query: AuditQuery, signal?: AbortSignal): Promise<AuditPage> {
  const { data } = await apiClient.get('/admin/audit', { params: cleanParams(query), signal });
  return AuditPageSchema.parse(data);
}
