import { AchTransferListSchema, type AchTransferList } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { achTransfersKeys } from '../../../api/query-keys';

/** GET /ach-transfers: money moved in from and out to linked accounts, newest first. */
export async function getAchTransfers(signal?: AbortSignal): Promise<AchTransferList> {
  const { data } = await apiClient.get('/ach-transfers', { signal });
  return AchTransferListSchema.parse(data);
}

export function useAchTransfers() {
  return useQuery(achTransfersKeys.list(), getAchTransfers);
}
