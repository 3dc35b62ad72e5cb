import { type AccountList, AccountListSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { accountsKeys } from './query-keys';

/** GET /accounts: the customer's accounts, numbers only as their last 4 digits. */
export async function getAccounts(signal?: AbortSignal): Promise<AccountList> {
  const { data } = await apiClient.get('/accounts', { signal });
  return AccountListSchema.parse(data);
}

export function useAccounts() {
  return useQuery(accountsKeys.list(), getAccounts);
}
