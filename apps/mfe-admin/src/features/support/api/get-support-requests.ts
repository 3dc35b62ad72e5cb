import {
  type AdminSupportList,
  AdminSupportListSchema,
  type AdminSupportQuery,
} from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';
import { cleanParams } from '../../../lib/params';

/** GET /admin/support?userId&status: support requests, newest first, with the customer's name and mobile. */
export async function getSupportRequests(
  query: AdminSupportQuery,
  signal?: AbortSignal,
): Promise<AdminSupportList> {
  const { data } = await apiClient.get('/admin/support', { params: cleanParams(query), signal });
  return AdminSupportListSchema.parse(data);
}

export function useSupportRequests(query: AdminSupportQuery) {
  return useQuery(adminKeys.support(query), (signal) => getSupportRequests(query, signal));
}
