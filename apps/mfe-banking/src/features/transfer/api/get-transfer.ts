import { type Transfer, TransferSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useQuery } from '@vaultline/ui';

/** GET /transfers/:id: one of the customer's transfers, with its status and any reason (404 if not theirs). */
export async function getTransfer(transferId: string, signal?: AbortSignal): Promise<Transfer> {
  const { data } = await apiClient.get(`/transfers/${encodeURIComponent(transferId)}`, { signal });
  return TransferSchema.parse(data);
}

export function useTransfer(transferId: string | undefined) {
  return useQuery(['transfers', transferId], (signal) => getTransfer(transferId ?? '', signal), {
    enabled: !!transferId,
  });
}
