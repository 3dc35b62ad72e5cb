import { type SetPinRequest, SetPinRequestSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/data-access';

/** POST /transfers/pin → 204. TRANSFERS_PIN_ALREADY_SET, TRANSFERS_PIN_TOO_COMMON. */
export async function setPin(request: SetPinRequest): Promise<void> {
  await apiClient.post('/transfers/pin', SetPinRequestSchema.parse(request));
}

export function useSetPin() {
  return useMutation(setPin);
}
