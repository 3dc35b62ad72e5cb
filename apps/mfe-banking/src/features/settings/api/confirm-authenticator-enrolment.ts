import {
  type AuthenticatorCodeRequest,
  AuthenticatorCodeRequestSchema,
  type RecoveryCodesResponse,
  RecoveryCodesResponseSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /auth/authenticator/enrolment/confirm: a code from the app turns it on; answers the ten
 * recovery codes, once. AUTH_CODE_INVALID, AUTH_CODE_REUSED, AUTH_CODE_LOCKED, AUTH_TOTP_NOT_PENDING.
 */
export async function confirmAuthenticatorEnrolment(
  request: AuthenticatorCodeRequest,
): Promise<RecoveryCodesResponse> {
  const body = AuthenticatorCodeRequestSchema.parse(request);
  const { data } = await apiClient.post('/auth/authenticator/enrolment/confirm', body);
  return RecoveryCodesResponseSchema.parse(data);
}

export function useConfirmAuthenticatorEnrolment() {
  return useMutation(confirmAuthenticatorEnrolment);
}
