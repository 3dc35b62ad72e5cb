import {
  AdminTransferSettingsRequest,
  AdminTransferSettingsRequestSchema,
  TransferSettingsView,
  TransferSettingsViewSchema,
} from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { seg } from '../lib/params';
import { useMutation } from '@vaultline/ui';

/**
 * PATCH /admin/users/:id/transfer-settings: step-up on every transfer ("Allow Transfer
 * Validation"), the daily limit tier, and suspending outgoing transfers (a reason from the fixed
 * list; null lifts it). Only the fields given change.
 */
export async function updateTransferSettings({
  userId,
  changes,
}: {
  userId: string;
  changes: AdminTransferSettingsRequest;
}): Promise<TransferSettingsView> {
  const { data } = await apiClient.patch(`/admin/users/${seg(userId)}/transfer-settings`, AdminTransferSettingsRequestSchema.parse(changes));
  return TransferSettingsViewSchema.parse(data);
}

export function useUpdateTransferSettings() {
  return useMutation(updateTransferSettings);
}
