import { type AdminOverview, AdminOverviewSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from './query-keys';

/** GET /admin/overview: users, accounts, transactions, open support requests, review queue, pending approvals. */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const { data } = await apiClient.get('/admin/overview', { signal });
  return AdminOverviewSchema.parse(data);
}

/** The back office's live figures, asked again every `refreshMs` while on screen. */
export function useOverviewQuery({
  enabled = true,
  refreshMs,
}: { enabled?: boolean; refreshMs?: number } = {}) {
  return useQuery(adminKeys.overview(), getOverview, { enabled, refetchIntervalMs: refreshMs });
}
