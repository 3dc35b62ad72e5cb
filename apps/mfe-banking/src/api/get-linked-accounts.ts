import { LinkedAccountListSchema, type LinkedAccountList } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { linkedAccountsKeys } from './query-keys';

/**
 * GET /linked-accounts: the customer's accounts at other banks, the pull limits (used and allowed,
 * the hold in business days), whether they may move money externally and why not.
 */
export async function getLinkedAccounts(signal?: AbortSignal): Promise<LinkedAccountList> {
  const { data } = await apiClient.get('/linked-accounts', { signal });
  return LinkedAccountListSchema.parse(data);
}

export function useLinkedAccounts() {
  return useQuery(linkedAccountsKeys.list(), getLinkedAccounts);
}
