import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** DELETE /linked-accounts/:id (204): transfers already started are not affected. */
export async function unlinkAccount(linkedAccountId: string): Promise<void> {
  await apiClient.delete(`/linked-accounts/${encodeURIComponent(linkedAccountId)}`);
}

export const useUnlinkAccount = () => useMutation(unlinkAccount);
