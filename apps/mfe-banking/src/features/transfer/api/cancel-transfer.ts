import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** POST /transfers/:id/cancel: gives up a transfer still waiting for its code (reserved funds are released). */
export async function cancelTransfer(transferId: string): Promise<void> {
  await apiClient.post(`/transfers/${encodeURIComponent(transferId)}/cancel`);
}

export function useCancelTransfer() {
  return useMutation(cancelTransfer);
}
