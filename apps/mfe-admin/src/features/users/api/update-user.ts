import { AdminUpdateUserRequest, AdminUpdateUserRequestSchema, AdminUserDetail, AdminUserDetailSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';
import { useMutation } from '@vaultline/ui';

/**
 * PATCH /admin/users/:id: profile fields and role, never a password or a recorded date. Refused
 * with ADMIN_OWN_ROLE (nobody changes their own role), ADMIN_LAST_ADMIN (the last admin stays
 * one) and ADMIN_EMAIL_TAKEN.
 */
export async function updateUser({ userId, changes }: { userId: string; changes: AdminUpdateUserRequest }): Promise<AdminUserDetail> {
  const { data } = await apiClient.patch(`/admin/users/${seg(userId)}`, AdminUpdateUserRequestSchema.parse(changes));
  return AdminUserDetailSchema.parse(data);
}

export function useUpdateUser() {
  return useMutation(updateUser);
}
