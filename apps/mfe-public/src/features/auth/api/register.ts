import {
  type MessageResponse,
  MessageResponseSchema,
  type RegisterRequest,
  RegisterRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

export { RegisterRequestSchema };

/**
 * POST /auth/register. The API answers the same whether or not the email is already in use
 * (it emails the owner instead), so this never tells anyone which addresses have accounts.
 */
export async function register(request: RegisterRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post('/auth/register', RegisterRequestSchema.parse(request));
  return MessageResponseSchema.parse(data);
}

export function useRegister() {
  return useMutation(register);
}
