import { ResetPinRequest, ResetPinRequestSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** POST /transfers/pin/reset → 204: a new PIN, confirmed with the account password. TRANSFERS_PASSWORD_WRONG. */
export async function resetPin(request: ResetPinRequest): Promise<void> {
  await apiClient.post('/transfers/pin/reset', ResetPinRequestSchema.parse(request));
}

export function useResetPin() {
  return useMutation(resetPin);
}
