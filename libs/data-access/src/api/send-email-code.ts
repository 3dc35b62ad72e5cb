import {
  type EmailRequest,
  EmailRequestSchema,
  type MessageResponse,
  MessageResponseSchema,
} from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useMutation } from '../hooks/use-mutation';

/** POST /auth/email/send-code: emails a verification code (429 AUTH_CODE_RESEND_LIMIT when asked too often). */
export async function sendEmailCode(request: EmailRequest): Promise<MessageResponse> {
  const { data } = await apiClient.post('/auth/email/send-code', EmailRequestSchema.parse(request));
  return MessageResponseSchema.parse(data);
}

/** sendEmailCode as a mutation (pending state, typed result). */
export function useSendEmailCode() {
  return useMutation(sendEmailCode);
}
