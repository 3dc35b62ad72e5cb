import { MessageResponse, MessageResponseSchema, VerifyEmailRequest, VerifyEmailRequestSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** POST /auth/email/verify. Errors: AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED. */
export async function verifyEmail(request: VerifyEmailRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post('/auth/email/verify', VerifyEmailRequestSchema.parse(request));
  return MessageResponseSchema.parse(data);
}

export function useVerifyEmail() {
  return useMutation(verifyEmail);
}
