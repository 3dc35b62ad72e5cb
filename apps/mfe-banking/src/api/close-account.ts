import { type AccountDetail, AccountDetailSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /accounts/:id/close. Refused with ACCOUNTS_BALANCE_NOT_ZERO (details.balanceMinor says how
 * much remains) unless the balance is zero, and ACCOUNTS_ALREADY_CLOSED.
 */
export async function closeAccount(accountId: string): Promise<AccountDetail> {
  const { data } = await apiClient.post(`/accounts/${encodeURIComponent(accountId)}/close`);
  return AccountDetailSchema.parse(data);
}

export function useCloseAccount() {
  return useMutation(closeAccount);
}
