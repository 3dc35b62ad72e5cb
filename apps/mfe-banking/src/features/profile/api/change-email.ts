import {
  type ChangeEmailRequest,
  ChangeEmailRequestSchema,
  type ConfirmEmailChangeRequest,
  ConfirmEmailChangeRequestSchema,
  type Me,
  MeSchema,
  type StepUpStarted,
  StepUpStartedSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient, useSession } from '@vaultline/session';

/**
 * POST /me/email: the password is checked, a code goes to the new address, and the current
 * factor is asked for: a code emailed to the current address (`method` email) or the authenticator
 * app's (`totp`). AUTH_CURRENT_PASSWORD_WRONG, AUTH_THROTTLED, AUTH_CODE_LOCKED, VALIDATION_FAILED.
 */
export async function requestEmailChange(request: ChangeEmailRequest): Promise<StepUpStarted> {
  const { data } = await apiClient.post('/me/email', ChangeEmailRequestSchema.parse(request));
  return StepUpStartedSchema.parse(data);
}

/**
 * POST /me/email/verify: both codes (the new address's and the current factor's) finish the
 * change; the session's user gets the new address. The AUTH_CODE_* errors, USERS_EMAIL_TAKEN.
 */
export async function confirmEmailChange(request: ConfirmEmailChangeRequest): Promise<Me> {
  const body = ConfirmEmailChangeRequestSchema.parse(request);
  const { data } = await apiClient.post('/me/email/verify', body);
  const me = MeSchema.parse(data);
  useSession.getState().setUser(me);
  return me;
}

export function useRequestEmailChange() {
  return useMutation(requestEmailChange);
}

export function useConfirmEmailChange() {
  return useMutation(confirmEmailChange);
}
