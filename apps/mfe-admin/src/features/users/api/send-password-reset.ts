import {
  type MessageResponse,
  MessageResponseSchema,
  type PasswordResetRequest,
  PasswordResetRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/**
 * POST /admin/users/:id/password-reset: emails the customer a reset link, or a temporary password
 * they must change at their next sign-in. Staff never see a password.
 */
export async function sendPasswordReset({
  userId,
  method,
}: {
  userId: string;
  method: PasswordResetRequest['method'];
}): Promise<MessageResponse> {
  const { data } = await apiClient.post(
    `/admin/users/${seg(userId)}/password-reset`,
    PasswordResetRequestSchema.parse({ method }),
  );
  return MessageResponseSchema.parse(data);
}

export function useSendPasswordReset() {
  return useMutation(sendPasswordReset);
}
