import {
  type AuthenticatorEnrolment,
  AuthenticatorEnrolmentSchema,
  type StartEnrolmentRequest,
  StartEnrolmentRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /auth/authenticator/enrolment → 201, with the security step-up's code: a new secret (QR
 * code and text) for the app; sign-in is unchanged until it is confirmed. The AUTH_CODE_* errors,
 * AUTH_TOTP_ALREADY_ENABLED.
 */
export async function startAuthenticatorEnrolment(
  request: StartEnrolmentRequest,
): Promise<AuthenticatorEnrolment> {
  const body = StartEnrolmentRequestSchema.parse(request);
  const { data } = await apiClient.post('/auth/authenticator/enrolment', body);
  return AuthenticatorEnrolmentSchema.parse(data);
}

export function useStartAuthenticatorEnrolment() {
  return useMutation(startAuthenticatorEnrolment);
}
