import {
  type AuthenticatorStatus,
  AuthenticatorStatusSchema,
  type DisableAuthenticatorRequest,
  DisableAuthenticatorRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /auth/authenticator/disable: turns the app off with the password and a code from it or
 * one of the recovery codes (the password alone is refused).
 * AUTH_CURRENT_PASSWORD_WRONG, AUTH_THROTTLED, AUTH_CODE_INVALID, AUTH_CODE_REUSED,
 * AUTH_CODE_LOCKED, AUTH_TOTP_NOT_ENABLED.
 */
export async function disableAuthenticator(
  request: DisableAuthenticatorRequest,
): Promise<AuthenticatorStatus> {
  const body = DisableAuthenticatorRequestSchema.parse(request);
  const { data } = await apiClient.post('/auth/authenticator/disable', body);
  return AuthenticatorStatusSchema.parse(data);
}

export function useDisableAuthenticator() {
  return useMutation(disableAuthenticator);
}
