import {
  type EmailRequest,
  EmailRequestSchema,
  type MessageResponse,
  MessageResponseSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** POST /auth/password/forgot: always the same answer, whether or not the address has an account. */
export async function forgotPassword(request: EmailRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post('/auth/password/forgot', EmailRequestSchema.parse(request));
  return MessageResponseSchema.parse(data);
}

export function useForgotPassword() {
  return useMutation(forgotPassword);
}
