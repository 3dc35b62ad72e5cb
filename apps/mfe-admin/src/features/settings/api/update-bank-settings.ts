import {
  type BankSettingsUpdate,
  BankSettingsUpdateSchema,
  type UpdateBankSettingsRequest,
  UpdateBankSettingsRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * PATCH /admin/settings: asks for a change of bank-wide thresholds (minor units), the review time
 * customers are shown or the per-staff daily adjustment total, with a reason. Nothing changes yet:
 * the answer carries the pending request, applied when another staff member approves it.
 */
export async function updateBankSettings(
  changes: UpdateBankSettingsRequest,
): Promise<BankSettingsUpdate> {
  const { data } = await apiClient.patch(
    '/admin/settings',
    UpdateBankSettingsRequestSchema.parse(changes),
  );
  return BankSettingsUpdateSchema.parse(data);
}

export function useUpdateBankSettings() {
  return useMutation(updateBankSettings);
}
