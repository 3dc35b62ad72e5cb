import { type SessionList, SessionListSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { authKeys } from '../../../api/query-keys';

/** GET /auth/sessions: where the customer is signed in (this browser marked `current`). */
export async function getSessions(signal?: AbortSignal): Promise<SessionList> {
  const { data } = await apiClient.get('/auth/sessions', { signal });
  return SessionListSchema.parse(data);
}

export function useSessions() {
  return useQuery(authKeys.sessions(), getSessions);
}
