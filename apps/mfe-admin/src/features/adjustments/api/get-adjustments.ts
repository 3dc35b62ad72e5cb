import { type AdjustmentList, AdjustmentListSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/adjustments?status=pending: the checker's inbox of adjustments waiting for a second approver. */
export async function getPendingAdjustments(signal?: AbortSignal): Promise<AdjustmentList> {
  const { data } = await apiClient.get('/admin/adjustments', {
    params: { status: 'pending' },
    signal,
  });
  return AdjustmentListSchema.parse(data);
}

export function usePendingAdjustments() {
  return useQuery(adminKeys.pendingAdjustments(), getPendingAdjustments);
}
