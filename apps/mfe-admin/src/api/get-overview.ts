import { AdminOverview, AdminOverviewSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useQuery } from '@vaultline/ui';

/** GET /admin/overview: users, accounts, transactions, open support requests, review queue, pending approvals. */
export async function getOverview(signal?: AbortSignal): Promise<AdminOverview> {
  const { data } = await apiClient.get('/admin/overview', { signal });
  return AdminOverviewSchema.parse(data);
}

/** `tick` changes refetch it (navigation, a timer); the previous figures stay on screen meanwhile. */
export function useOverviewQuery({
  enabled = true,
  tick = '',
}: { enabled?: boolean; tick?: string | number } = {}) {
  return useQuery(['admin', 'overview', tick], getOverview, { enabled });
}
