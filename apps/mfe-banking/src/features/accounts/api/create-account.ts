import {
  type AccountDetail,
  AccountDetailSchema,
  type OpenAccountRequest,
  OpenAccountRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** POST /accounts: opens an account (201 AccountDetail); ACCOUNTS_LIMIT_REACHED when the customer has too many. */
export async function createAccount(request: OpenAccountRequest): Promise<AccountDetail> {
  const { data } = await apiClient.post('/accounts', OpenAccountRequestSchema.parse(request));
  return AccountDetailSchema.parse(data);
}

export function useCreateAccount() {
  return useMutation(createAccount);
}
