import {
  type MessageResponse,
  MessageResponseSchema,
  type ResetPasswordRequest,
  ResetPasswordRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

export { ResetPasswordRequestSchema };

/** POST /auth/password/reset with the token from the emailed link. Error: AUTH_RESET_LINK_INVALID. */
export async function resetPassword(request: ResetPasswordRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post(
    '/auth/password/reset',
    ResetPasswordRequestSchema.parse(request),
  );
  return MessageResponseSchema.parse(data);
}

export function useResetPassword() {
  return useMutation(resetPassword);
}
