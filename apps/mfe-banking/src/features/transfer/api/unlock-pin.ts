import { UnlockPinRequest, UnlockPinRequestSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** POST /transfers/pin/unlock → 204: the code emailed after TRANSFERS_PIN_LOCKED. AUTH_CODE_INVALID, AUTH_CODE_EXPIRED. */
export async function unlockPin(request: UnlockPinRequest): Promise<void> {
  await apiClient.post('/transfers/pin/unlock', UnlockPinRequestSchema.parse(request));
}

export function useUnlockPin() {
  return useMutation(unlockPin);
}
