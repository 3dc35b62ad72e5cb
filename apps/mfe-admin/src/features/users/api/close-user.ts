import {
  type AdminUserDetail,
  AdminUserDetailSchema,
  CloseRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/**
 * POST /admin/users/:id/close {reason}: a soft close; records are kept. Refused for staff
 * (ADMIN_STAFF_NOT_CLOSABLE) and while any account holds money (ADMIN_BALANCE_NOT_ZERO).
 */
export async function closeUser({
  userId,
  reason,
}: {
  userId: string;
  reason: string;
}): Promise<AdminUserDetail> {
  const { data } = await apiClient.post(
    `/admin/users/${seg(userId)}/close`,
    CloseRequestSchema.parse({ reason }),
  );
  return AdminUserDetailSchema.parse(data);
}

export function useCloseUser() {
  return useMutation(closeUser);
}
