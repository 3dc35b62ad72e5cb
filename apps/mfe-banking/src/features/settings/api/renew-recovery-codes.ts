import {
  type AuthenticatorCodeRequest,
  AuthenticatorCodeRequestSchema,
  type RecoveryCodesResponse,
  RecoveryCodesResponseSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /auth/authenticator/recovery-codes: ten new recovery codes for a code from the app (the
 * earlier ones stop working). AUTH_CODE_INVALID, AUTH_CODE_REUSED, AUTH_CODE_LOCKED, AUTH_TOTP_NOT_ENABLED.
 */
export async function renewRecoveryCodes(
  request: AuthenticatorCodeRequest,
): Promise<RecoveryCodesResponse> {
  const body = AuthenticatorCodeRequestSchema.parse(request);
  const { data } = await apiClient.post('/auth/authenticator/recovery-codes', body);
  return RecoveryCodesResponseSchema.parse(data);
}

export function useRenewRecoveryCodes() {
  return useMutation(renewRecoveryCodes);
}
