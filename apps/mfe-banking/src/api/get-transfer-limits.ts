import { TransferLimits, TransferLimitsSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useQuery } from '@vaultline/data-access';

/** GET /transfers/limits: tier, daily limit and what is left today, review time, PIN state, suspension. */
export async function getTransferLimits(signal?: AbortSignal): Promise<TransferLimits> {
  const { data } = await apiClient.get('/transfers/limits', { signal });
  return TransferLimitsSchema.parse(data);
}

export function useTransferLimits() {
  return useQuery(['transfers', 'limits'], getTransferLimits);
}
