import { type Adjustment, AdjustmentSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/**
 * POST /admin/adjustments/:id/approve: the second staff member posts it. Refused with
 * ADMIN_OWN_APPROVAL for its maker and ADMIN_NOT_PENDING when someone else decided first.
 */
export async function approveAdjustment(adjustmentId: string): Promise<Adjustment> {
  const { data } = await apiClient.post(`/admin/adjustments/${seg(adjustmentId)}/approve`);
  return AdjustmentSchema.parse(data);
}

export function useApproveAdjustment() {
  return useMutation(approveAdjustment);
}
