import { type Adjustment, AdjustmentSchema, DecisionRequestSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/** POST /admin/adjustments/:id/reject {reason}: nothing posts; the reason is kept with it and in the audit log. */
export async function rejectAdjustment({
  adjustmentId,
  reason,
}: {
  adjustmentId: string;
  reason: string;
}): Promise<Adjustment> {
  const { data } = await apiClient.post(
    `/admin/adjustments/${seg(adjustmentId)}/reject`,
    DecisionRequestSchema.parse({ reason }),
  );
  return AdjustmentSchema.parse(data);
}

export function useRejectAdjustment() {
  return useMutation(rejectAdjustment);
}
