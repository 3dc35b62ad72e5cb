import {
  type AdminAccountDetail,
  AdminAccountDetailSchema,
  CloseRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/** POST /admin/accounts/:id/close {reason}: only at a zero balance (ADMIN_BALANCE_NOT_ZERO otherwise); history is kept. */
export async function closeAccount({
  accountId,
  reason,
}: {
  accountId: string;
  reason: string;
}): Promise<AdminAccountDetail> {
  const { data } = await apiClient.post(
    `/admin/accounts/${seg(accountId)}/close`,
    CloseRequestSchema.parse({ reason }),
  );
  return AdminAccountDetailSchema.parse(data);
}

export function useCloseAccount() {
  return useMutation(closeAccount);
}
