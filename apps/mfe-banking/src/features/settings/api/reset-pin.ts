import {
  type ResetPinRequest,
  ResetPinRequestSchema,
  type StartPinResetRequest,
  StartPinResetRequestSchema,
  type StepUpStarted,
  StepUpStartedSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /transfers/pin/reset/start: the password opens a step-up (a code emailed, or the app's).
 * TRANSFERS_PASSWORD_WRONG, TRANSFERS_EMAIL_CHANGE_HOLD, AUTH_THROTTLED, AUTH_CODE_LOCKED.
 */
export async function startPinReset(request: StartPinResetRequest): Promise<StepUpStarted> {
  const body = StartPinResetRequestSchema.parse(request);
  const { data } = await apiClient.post('/transfers/pin/reset/start', body);
  return StepUpStartedSchema.parse(data);
}

/**
 * POST /transfers/pin/reset → 204: the new PIN with the step-up's code. TRANSFERS_PIN_TOO_COMMON,
 * TRANSFERS_EMAIL_CHANGE_HOLD, the AUTH_CODE_* errors.
 */
export async function resetPin(request: ResetPinRequest): Promise<void> {
  await apiClient.post('/transfers/pin/reset', ResetPinRequestSchema.parse(request));
}

export function useStartPinReset() {
  return useMutation(startPinReset);
}

export function useResetPin() {
  return useMutation(resetPin);
}
