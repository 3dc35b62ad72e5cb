import { type TransferLimits, TransferLimitsSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { transfersKeys } from './query-keys';

/** GET /transfers/limits: tier, daily limit and what is left today, review time, PIN state, suspension. */
export async function getTransferLimits(signal?: AbortSignal): Promise<TransferLimits> {
  const { data } = await apiClient.get('/transfers/limits', { signal });
  return TransferLimitsSchema.parse(data);
}

export function useTransferLimits() {
  return useQuery(transfersKeys.limits(), getTransferLimits);
}
