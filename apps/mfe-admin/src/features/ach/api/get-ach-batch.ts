import { AchBatchDetailSchema, type AchBatchDetail } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/ach/batches/:id: one file with its entries and what the other banks returned. */
export async function getAchBatch(batchId: string, signal?: AbortSignal): Promise<AchBatchDetail> {
  const { data } = await apiClient.get(`/admin/ach/batches/${encodeURIComponent(batchId)}`, {
    signal,
  });
  return AchBatchDetailSchema.parse(data);
}

export function useAchBatch(batchId: string | undefined) {
  return useQuery(adminKeys.achBatch(batchId), (signal) => getAchBatch(batchId ?? '', signal), {
    enabled: batchId !== undefined,
  });
}
