import type { Me, UpdateProfileRequest } from '@vaultline/contracts';
import { MeSchema, UpdateProfileRequestSchema } from '@vaultline/contracts';
import { apiClient, useSession } from '@vaultline/session';

/** PATCH /me: names, mobile, address and date of birth (empty ones become null). Stores the answer as the session user. */
export async function updateProfile(request: UpdateProfileRequest): Promise<Me> {
  const { data } = await apiClient.patch('/me', UpdateProfileRequestSchema.parse(request));
  const me = MeSchema.parse(data);
  useSession.getState().setUser(me);
  return me;
}
