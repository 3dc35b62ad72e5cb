import { type Adjustment, AdjustmentSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/** POST /admin/adjustments/:id/withdraw: its maker takes a pending adjustment back; nothing posts. */
export async function withdrawAdjustment(adjustmentId: string): Promise<Adjustment> {
  const { data } = await apiClient.post(`/admin/adjustments/${seg(adjustmentId)}/withdraw`);
  return AdjustmentSchema.parse(data);
}

export function useWithdrawAdjustment() {
  return useMutation(withdrawAdjustment);
}
