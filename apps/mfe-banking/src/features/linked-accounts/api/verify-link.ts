import {
  LinkedAccountSchema,
  type LinkedAccount,
  type VerifyLinkRequest,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

export interface VerifyLinkArgs {
  linkedAccountId: string;
  request: VerifyLinkRequest;
}

/**
 * POST /linked-accounts/:id/verify: the two micro-deposits, in cents. Refusals:
 * ACH_AMOUNTS_WRONG (422, the message says the tries left), ACH_LINK_FAILED (422, the third wrong
 * try: link again), ACH_MICRO_DEPOSITS_NOT_ARRIVED (409), ACH_LINK_NOT_FOUND.
 */
export async function verifyLink({
  linkedAccountId,
  request,
}: VerifyLinkArgs): Promise<LinkedAccount> {
  const { data } = await apiClient.post(
    `/linked-accounts/${encodeURIComponent(linkedAccountId)}/verify`,
    request,
  );
  return LinkedAccountSchema.parse(data);
}

export const useVerifyLink = () => useMutation(verifyLink);
