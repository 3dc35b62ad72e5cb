import { type BankSettings, BankSettingsSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from './query-keys';

/** GET /admin/settings: review threshold and time, step-up threshold, adjustment approval threshold. */
export async function getBankSettings(signal?: AbortSignal): Promise<BankSettings> {
  const { data } = await apiClient.get('/admin/settings', { signal });
  return BankSettingsSchema.parse(data);
}

export function useBankSettings() {
  return useQuery(adminKeys.settings(), getBankSettings);
}
