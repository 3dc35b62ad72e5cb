import {
  Me,
  MeSchema,
  UpdatePreferencesRequest,
  UpdatePreferencesRequestSchema,
} from '@vaultline/contracts';
import { apiClient, useSession } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** PATCH /me/preferences: notifications, two-factor and biometric settings, saved on the server. */
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
