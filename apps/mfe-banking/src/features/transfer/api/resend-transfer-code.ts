import { type MessageResponse, MessageResponseSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /transfers/:id/resend-code: a new step-up for the transfer (the old code stops working): a
 * code emailed, or with the authenticator app a new check for the code it shows now.
 */
export async function resendTransferCode(transferId: string): Promise<MessageResponse> {
  const { data } = await apiClient.post(`/transfers/${encodeURIComponent(transferId)}/resend-code`);
  return MessageResponseSchema.parse(data);
}

export function useResendTransferCode() {
  return useMutation(resendTransferCode);
}
