import { type AuthenticatorStatus, AuthenticatorStatusSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { authKeys } from '../../../api/query-keys';

/** GET /auth/authenticator: whether an authenticator app is the second factor, and recovery codes left. */
export async function getAuthenticator(signal?: AbortSignal): Promise<AuthenticatorStatus> {
  const { data } = await apiClient.get('/auth/authenticator', { signal });
  return AuthenticatorStatusSchema.parse(data);
}

export function useAuthenticator() {
  return useQuery(authKeys.authenticator(), getAuthenticator);
}
