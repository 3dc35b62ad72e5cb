import {
  ChangeEmailRequest,
  ChangeEmailRequestSchema,
  ConfirmEmailChangeRequestSchema,
  Me,
  MeSchema,
  MessageResponse,
  MessageResponseSchema,
} from '@vaultline/contracts';
import { apiClient, useSession } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** POST /me/email: password checked, a code sent to the new address, a notice to the current one. */
export async function requestEmailChange(request: ChangeEmailRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post('/me/email', ChangeEmailRequestSchema.parse(request));
  return MessageResponseSchema.parse(data);
}

/** POST /me/email/verify: the code finishes the change; the session's user gets the new address. */
export async function confirmEmailChange(code: string): Promise<Me> {
  const body = ConfirmEmailChangeRequestSchema.parse({ code });
  const { data } = await apiClient.post('/me/email/verify', body);
  const me = MeSchema.parse(data);
  useSession.getState().setUser(me);
  return me;
}

export function useRequestEmailChange() {
  return useMutation(requestEmailChange);
}

export function useConfirmEmailChange() {
  return useMutation(confirmEmailChange);
}
