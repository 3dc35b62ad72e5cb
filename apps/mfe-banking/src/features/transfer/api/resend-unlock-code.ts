import { type MessageResponse, MessageResponseSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /transfers/pin/unlock/send-code: a new unlock step-up: a code emailed, or with the
 * authenticator app a new check for the code it shows now (429 when asked too often).
 */
export async function resendUnlockCode(): Promise<MessageResponse> {
  const { data } = await apiClient.post('/transfers/pin/unlock/send-code');
  return MessageResponseSchema.parse(data);
}

export function useResendUnlockCode() {
  return useMutation(resendUnlockCode);
}
