import {
  type Me,
  MeSchema,
  type UpdatePreferencesRequest,
  UpdatePreferencesRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient, useSession } from '@vaultline/session';

/**
 * PATCH /me/preferences: notifications and biometric settings, saved on the server ("always ask for
 * a code at sign-in" is not a preference: it takes a step-up, see PUT /auth/two-factor).
 */
export async function updatePreferences(request: UpdatePreferencesRequest): Promise<Me> {
  const { data } = await apiClient.patch(
    '/me/preferences',
    UpdatePreferencesRequestSchema.parse(request),
  );
  const me = MeSchema.parse(data);
  useSession.getState().setUser(me);
  return me;
}

export function useUpdatePreferences() {
  return useMutation(updatePreferences);
}
