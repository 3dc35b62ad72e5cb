import {
  type TransactionPage,
  TransactionPageSchema,
  type TransactionQuery,
} from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { transactionsKeys } from './query-keys';

/** GET /transactions: one page of the customer's history (search, type filter, sort, cursor or offset). */
export async function getTransactions(
  query: TransactionQuery,
  signal?: AbortSignal,
): Promise<TransactionPage> {
  const params = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const { data } = await apiClient.get('/transactions', { params, signal });
  return TransactionPageSchema.parse(data);
}

/** A numbered page (dashboard, accounts): `offset` skips the pages before it. */
export function useTransactionPage(query: TransactionQuery) {
  return useQuery(transactionsKeys.page(query), (signal) => getTransactions(query, signal));
}
