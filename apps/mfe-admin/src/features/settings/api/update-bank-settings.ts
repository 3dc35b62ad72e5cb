import { BankSettings, BankSettingsSchema, UpdateBankSettingsRequest, UpdateBankSettingsRequestSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** PATCH /admin/settings: bank-wide thresholds (minor units) and the review time customers are shown. */
export async function updateBankSettings(changes: UpdateBankSettingsRequest): Promise<BankSettings> {
  const { data } = await apiClient.patch('/admin/settings', UpdateBankSettingsRequestSchema.parse(changes));
  return BankSettingsSchema.parse(data);
}

export function useUpdateBankSettings() {
  return useMutation(updateBankSettings);
}
