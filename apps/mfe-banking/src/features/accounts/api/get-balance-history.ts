import { type BalanceHistory, BalanceHistorySchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { accountsKeys } from '../../../api/query-keys';

/**
 * GET /accounts/:id/balance-history?days=n: the account's closing balance on each of the last n
 * days (UTC), today last, derived from its postings (404 if not the customer's).
 */
export async function getBalanceHistory(
  accountId: string,
  days: number,
  signal?: AbortSignal,
): Promise<BalanceHistory> {
  const { data } = await apiClient.get(
    `/accounts/${encodeURIComponent(accountId)}/balance-history`,
    { params: { days }, signal },
  );
  return BalanceHistorySchema.parse(data);
}

export function useBalanceHistory(accountId: string, days: number) {
  return useQuery(accountsKeys.balanceHistory(accountId, days), (signal) =>
    getBalanceHistory(accountId, days, signal),
  );
}
