import {
  type RecipientCheck,
  type RecipientCheckRequest,
  RecipientCheckRequestSchema,
  RecipientCheckSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** POST /transfers/check-recipient: internal or another bank, whether the name matches, and a warning to show. */
export async function checkRecipient(request: RecipientCheckRequest): Promise<RecipientCheck> {
  const { data } = await apiClient.post(
    '/transfers/check-recipient',
    RecipientCheckRequestSchema.parse(request),
  );
  return RecipientCheckSchema.parse(data);
}

export function useCheckRecipient() {
  return useMutation(checkRecipient);
}
