import { type AuthenticatorEnrolment, AuthenticatorEnrolmentSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/**
 * POST /auth/authenticator/enrolment → 201: a new secret (QR code and text) for the app; sign-in
 * is unchanged until it is confirmed. AUTH_TOTP_ALREADY_ENABLED.
 */
export async function startAuthenticatorEnrolment(): Promise<AuthenticatorEnrolment> {
  const { data } = await apiClient.post('/auth/authenticator/enrolment');
  return AuthenticatorEnrolmentSchema.parse(data);
}

export function useStartAuthenticatorEnrolment() {
  return useMutation(startAuthenticatorEnrolment);
}
