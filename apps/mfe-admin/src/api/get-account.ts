import { type AdminAccountDetail, AdminAccountDetailSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../lib/params';
import { adminKeys } from './query-keys';

/** GET /admin/accounts/:id: one account with its full number, routing number, dates and owner. */
export async function getAccount(
  accountId: string,
  signal?: AbortSignal,
): Promise<AdminAccountDetail> {
  const { data } = await apiClient.get(`/admin/accounts/${seg(accountId)}`, { signal });
  return AdminAccountDetailSchema.parse(data);
}

export function useAdminAccount(accountId: string | undefined) {
  return useQuery(adminKeys.account(accountId), (signal) => getAccount(accountId ?? '', signal), {
    enabled: !!accountId,
  });
}
