import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** DELETE /auth/sessions/:id: signs that device out. */
export async function revokeSession(sessionId: string): Promise<void> {
  await apiClient.delete(`/auth/sessions/${encodeURIComponent(sessionId)}`);
}

export function useRevokeSession() {
  return useMutation(revokeSession);
}
