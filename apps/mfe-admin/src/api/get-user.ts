import { type AdminUserDetail, AdminUserDetailSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../lib/params';
import { adminKeys } from './query-keys';

/** GET /admin/users/:id: the person, their accounts (with balances) and their transfer settings. */
export async function getUser(userId: string, signal?: AbortSignal): Promise<AdminUserDetail> {
  const { data } = await apiClient.get(`/admin/users/${seg(userId)}`, { signal });
  return AdminUserDetailSchema.parse(data);
}

export function useAdminUser(userId: string | undefined) {
  return useQuery(adminKeys.user(userId), (signal) => getUser(userId ?? '', signal), {
    enabled: !!userId,
  });
}
