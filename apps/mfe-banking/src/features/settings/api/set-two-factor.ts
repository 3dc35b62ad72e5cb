import {
  type Me,
  MeSchema,
  type TwoFactorRequest,
  TwoFactorRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient, useSession } from '@vaultline/session';

/**
 * PUT /auth/two-factor: "always ask for a code at sign-in" on (at once), or off with the security
 * step-up's code (a new browser is asked for one either way). The AUTH_CODE_* errors.
 */
export async function setTwoFactor(request: TwoFactorRequest): Promise<Me> {
  const { data } = await apiClient.put('/auth/two-factor', TwoFactorRequestSchema.parse(request));
  const me = MeSchema.parse(data);
  useSession.getState().setUser(me);
  return me;
}

export function useSetTwoFactor() {
  return useMutation(setTwoFactor);
}
