import {
  type AdminTransferSettingsRequest,
  AdminTransferSettingsRequestSchema,
  type TransferSettingsUpdate,
  TransferSettingsUpdateSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../lib/params';

/**
 * PATCH /admin/users/:id/transfer-settings. What adds protection applies at once (step-up on
 * "Allow Transfer Validation", suspending outgoing transfers with a reason from the fixed list);
 * what lowers it or changes a limit (step-up off, lifting a suspension with null, the daily limit
 * tier) needs a reason and waits for another staff member: the answer's `request`.
 */
export async function updateTransferSettings({
  userId,
  changes,
}: {
  userId: string;
  changes: AdminTransferSettingsRequest;
}): Promise<TransferSettingsUpdate> {
  const { data } = await apiClient.patch(
    `/admin/users/${seg(userId)}/transfer-settings`,
    AdminTransferSettingsRequestSchema.parse(changes),
  );
  return TransferSettingsUpdateSchema.parse(data);
}

export function useUpdateTransferSettings() {
  return useMutation(updateTransferSettings);
}
