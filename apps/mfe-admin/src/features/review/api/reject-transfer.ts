import { RejectTransferRequestSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';
import { useMutation } from '@vaultline/data-access';

/** POST /admin/transfers/:id/reject {reason}: funds are released; the customer sees the reason and gets an email. */
export async function rejectTransfer({
  transferId,
  reason,
}: {
  transferId: string;
  reason: string;
}): Promise<void> {
  await apiClient.post(
    `/admin/transfers/${seg(transferId)}/reject`,
    RejectTransferRequestSchema.parse({ reason }),
  );
}

export function useRejectTransfer() {
  return useMutation(rejectTransfer);
}
