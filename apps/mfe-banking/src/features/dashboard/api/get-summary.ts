import { type BankingSummary, BankingSummarySchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { accountsKeys } from '../../../api/query-keys';

/** GET /accounts/summary: total balance of active accounts, transaction count, active accounts. */
export async function getSummary(signal?: AbortSignal): Promise<BankingSummary> {
  const { data } = await apiClient.get('/accounts/summary', { signal });
  return BankingSummarySchema.parse(data);
}

export function useSummary() {
  return useQuery(accountsKeys.summary(), getSummary);
}
