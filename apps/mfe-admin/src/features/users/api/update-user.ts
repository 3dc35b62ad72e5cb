import {
  type AdminUpdateUserRequest,
  AdminUpdateUserRequestSchema,
  type AdminUserUpdate,
  AdminUserUpdateSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/**
 * PATCH /admin/users/:id: profile fields change at once (never a password or a recorded date); a
 * role or email change needs a reason and waits for another staff member (the answer's `request`).
 * Refused with ADMIN_OWN_ROLE / ADMIN_OWN_ACCOUNT (your own role or email), ADMIN_LAST_ADMIN,
 * ADMIN_EMAIL_TAKEN and ADMIN_REASON_REQUIRED.
 */
export async function updateUser({
  userId,
  changes,
}: {
  userId: string;
  changes: AdminUpdateUserRequest;
}): Promise<AdminUserUpdate> {
  const { data } = await apiClient.patch(
    `/admin/users/${seg(userId)}`,
    AdminUpdateUserRequestSchema.parse(changes),
  );
  return AdminUserUpdateSchema.parse(data);
}

export function useUpdateUser() {
  return useMutation(updateUser);
}
