import { type UnlockPinRequest, UnlockPinRequestSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /transfers/pin/unlock → 204: the code after TRANSFERS_PIN_LOCKED (emailed, or the
 * authenticator app's). AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED.
 */
export async function unlockPin(request: UnlockPinRequest): Promise<void> {
  await apiClient.post('/transfers/pin/unlock', UnlockPinRequestSchema.parse(request));
}

export function useUnlockPin() {
  return useMutation(unlockPin);
}
