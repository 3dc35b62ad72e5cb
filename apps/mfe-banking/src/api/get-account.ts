import { type AccountDetail, AccountDetailSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { accountsKeys } from './query-keys';

/** GET /accounts/:id: one account with its full number, routing number and opening date (404 if not the customer's). */
export async function getAccount(accountId: string, signal?: AbortSignal): Promise<AccountDetail> {
  const { data } = await apiClient.get(`/accounts/${encodeURIComponent(accountId)}`, { signal });
  return AccountDetailSchema.parse(data);
}

export function useAccount(
  accountId: string | undefined,
  { enabled = true }: { enabled?: boolean } = {},
) {
  return useQuery(accountsKeys.detail(accountId), (signal) => getAccount(accountId ?? '', signal), {
    enabled: enabled && !!accountId,
  });
}
