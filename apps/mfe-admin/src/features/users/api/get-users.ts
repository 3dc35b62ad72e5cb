import { type AdminUserPage, AdminUserPageSchema, type AdminUserQuery } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';
import { cleanParams } from '../../../lib/params';

/** GET /admin/users: one page of people (search by name or email, status filter), with the total. */
export async function getUsers(
  query: AdminUserQuery,
  signal?: AbortSignal,
): Promise<AdminUserPage> {
  const { data } = await apiClient.get('/admin/users', { params: cleanParams(query), signal });
  return AdminUserPageSchema.parse(data);
}

export function useUsers(query: AdminUserQuery) {
  return useQuery(adminKeys.users(query), (signal) => getUsers(query, signal));
}
