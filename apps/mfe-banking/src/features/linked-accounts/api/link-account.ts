import {
  LinkAccountStartSchema,
  LinkedAccountSchema,
  type LinkAccountRequest,
  type LinkAccountStart,
  type LinkedAccount,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /linked-accounts: checks the other bank's details and opens a step-up (a code emailed, or
 * the authenticator app's; `method` says which). Refusals: ACH_CUSTOMER_NOT_VERIFIED,
 * ACH_LINK_ALREADY_ACTIVE, VALIDATION_FAILED.
 */
export async function startLink(request: LinkAccountRequest): Promise<LinkAccountStart> {
  const { data } = await apiClient.post('/linked-accounts', request);
  return LinkAccountStartSchema.parse(data);
}

/** POST /linked-accounts/confirm: the code links the account; two micro-deposits are sent (201). */
export async function confirmLink(code: string): Promise<LinkedAccount> {
  const { data } = await apiClient.post('/linked-accounts/confirm', { code });
  return LinkedAccountSchema.parse(data);
}

export const useStartLink = () => useMutation(startLink);
export const useConfirmLink = () => useMutation(confirmLink);
