import {
  type MessageResponse,
  MessageResponseSchema,
  type VerifyEmailRequest,
  VerifyEmailRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /auth/email/verify. Errors: AUTH_CODE_INVALID (one answer for any code that does not verify,
 * whatever the address), AUTH_THROTTLED (too many tries for this address or from this network).
 */
export async function verifyEmail(request: VerifyEmailRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post(
    '/auth/email/verify',
    VerifyEmailRequestSchema.parse(request),
  );
  return MessageResponseSchema.parse(data);
}

export function useVerifyEmail() {
  return useMutation(verifyEmail);
}
