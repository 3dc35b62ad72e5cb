import { AchBatchListSchema, type AchBatchList } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/ach/batches: the ACH files the bank sent to the network, with their totals and returns. */
export async function getAchBatches(signal?: AbortSignal): Promise<AchBatchList> {
  const { data } = await apiClient.get('/admin/ach/batches', { signal });
  return AchBatchListSchema.parse(data);
}

export function useAchBatches() {
  return useQuery(adminKeys.achBatches(), getAchBatches);
}
