import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/** POST /admin/transfers/:id/approve: the held transfer posts (TRANSFERS_NOT_UNDER_REVIEW if already decided). */
export async function approveTransfer(transferId: string): Promise<void> {
  await apiClient.post(`/admin/transfers/${seg(transferId)}/approve`);
}

export function useApproveTransfer() {
  return useMutation(approveTransfer);
}
