import { RejectTransferRequestSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

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
