import { type TransferDetail, TransferDetailSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { transfersKeys } from '../../../api/query-keys';

/** GET /transfers/:id: one of the customer's transfers with its timeline (404 if not theirs). */
export async function getTransfer(
  transferId: string,
  signal?: AbortSignal,
): Promise<TransferDetail> {
  const { data } = await apiClient.get(`/transfers/${encodeURIComponent(transferId)}`, { signal });
  return TransferDetailSchema.parse(data);
}

export function useTransfer(transferId: string | undefined) {
  return useQuery(
    transfersKeys.detail(transferId),
    (signal) => getTransfer(transferId ?? '', signal),
    {
      enabled: !!transferId,
    },
  );
}
