import { type AdminSupportRequest, AdminSupportRequestSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/** POST /admin/support/:id/resolve: marks this one request (by its own id) resolved. */
export async function resolveSupportRequest(requestId: string): Promise<AdminSupportRequest> {
  const { data } = await apiClient.post(`/admin/support/${seg(requestId)}/resolve`);
  return AdminSupportRequestSchema.parse(data);
}

export function useResolveSupportRequest() {
  return useMutation(resolveSupportRequest);
}
