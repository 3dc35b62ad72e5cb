import { type SetPinRequest, SetPinRequestSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** POST /transfers/pin → 204. TRANSFERS_PIN_ALREADY_SET, TRANSFERS_PIN_TOO_COMMON. */
export async function setPin(request: SetPinRequest): Promise<void> {
  await apiClient.post('/transfers/pin', SetPinRequestSchema.parse(request));
}

export function useSetPin() {
  return useMutation(setPin);
}
