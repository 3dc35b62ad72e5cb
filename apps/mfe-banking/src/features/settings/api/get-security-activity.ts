import { SecurityActivitySchema, type SecurityActivity } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { authKeys } from '../../../api/query-keys';

/** GET /auth/security-activity: recent sign-ins (failed ones too) and security changes, newest first. */
export async function getSecurityActivity(signal?: AbortSignal): Promise<SecurityActivity> {
  const { data } = await apiClient.get('/auth/security-activity', { signal });
  return SecurityActivitySchema.parse(data);
}

export function useSecurityActivity() {
  return useQuery(authKeys.securityActivity(), getSecurityActivity);
}
