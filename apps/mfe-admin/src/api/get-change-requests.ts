import { type ChangeRequestList, ChangeRequestListSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from './query-keys';

/**
 * GET /admin/change-requests?status=pending: changes waiting for a second staff member (bank
 * settings, transfer limits, roles, emails), oldest first.
 */
export async function getPendingChangeRequests(signal?: AbortSignal): Promise<ChangeRequestList> {
  const { data } = await apiClient.get('/admin/change-requests', {
    params: { status: 'pending' },
    signal,
  });
  return ChangeRequestListSchema.parse(data);
}

export function usePendingChangeRequests() {
  return useQuery(adminKeys.pendingChangeRequests(), getPendingChangeRequests);
}
