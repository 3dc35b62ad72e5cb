import { type AdminSupportRequest, AdminSupportRequestSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/** POST /admin/support/:id/archive: files this one request (by its own id) away; it is kept, never deleted. */
export async function archiveSupportRequest(requestId: string): Promise<AdminSupportRequest> {
  const { data } = await apiClient.post(`/admin/support/${seg(requestId)}/archive`);
  return AdminSupportRequestSchema.parse(data);
}

export function useArchiveSupportRequest() {
  return useMutation(archiveSupportRequest);
}
