import { type Transaction, TransactionSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';
import { seg } from '../../../lib/params';

/** GET /admin/transactions/:id: one statement line. */
export async function getTransaction(
  transactionId: string,
  signal?: AbortSignal,
): Promise<Transaction> {
  const { data } = await apiClient.get(`/admin/transactions/${seg(transactionId)}`, { signal });
  return TransactionSchema.parse(data);
}

export function useAdminTransaction(transactionId: string | undefined) {
  return useQuery(
    adminKeys.transaction(transactionId),
    (signal) => getTransaction(transactionId ?? '', signal),
    {
      enabled: !!transactionId,
    },
  );
}
