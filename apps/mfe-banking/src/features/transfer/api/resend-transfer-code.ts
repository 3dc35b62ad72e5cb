import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** POST /transfers/:id/resend-code: emails a fresh code (the old one stops working). */
export async function resendTransferCode(transferId: string): Promise<void> {
  await apiClient.post(`/transfers/${encodeURIComponent(transferId)}/resend-code`);
}

export function useResendTransferCode() {
  return useMutation(resendTransferCode);
}
