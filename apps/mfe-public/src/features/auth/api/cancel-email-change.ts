import {
  type CancelEmailChangeRequest,
  CancelEmailChangeRequestSchema,
  type MessageResponse,
  MessageResponseSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

export { CancelEmailChangeRequestSchema };

/**
 * POST /email-changes/cancel with the token from the link the old address got: the old address
 * comes back and every session ends. AUTH_CANCEL_LINK_INVALID (used, older than 24 hours, or never
 * sent), USERS_EMAIL_TAKEN (the old address has another account now).
 */
export async function cancelEmailChange(
  request: CancelEmailChangeRequest,
): Promise<MessageResponse> {
  const body = CancelEmailChangeRequestSchema.parse(request);
  const { data } = await apiClient.post('/email-changes/cancel', body);
  return MessageResponseSchema.parse(data);
}

export function useCancelEmailChange() {
  return useMutation(cancelEmailChange);
}
