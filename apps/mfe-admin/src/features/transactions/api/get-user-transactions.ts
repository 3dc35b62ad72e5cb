import type { TransactionPage, TransactionQuery } from '@vaultline/contracts';
import { TransactionPageSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { cleanParams, seg } from '../../../lib/params';

/** GET /admin/users/:id/transactions: one page of a customer's history (search, type, sort, cursor). */
export async function getUserTransactions(
  userId: string,
  query: TransactionQuery,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const { data } = await apiClient.get(`/admin/users/${seg(userId)}/transactions`, {
    params: cleanParams(query),
    signal,
  });
  return TransactionPageSchema.parse(data);
}
