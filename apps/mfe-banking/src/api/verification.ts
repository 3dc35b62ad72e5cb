import {
  type SubmitVerificationRequest,
  type Verification,
  VerificationSchema,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { verificationKeys } from './query-keys';

/** GET /profile/verification: the status and what was given (the taxpayer number by its last four digits). */
export async function getVerification(signal?: AbortSignal): Promise<Verification> {
  const { data } = await apiClient.get('/profile/verification', { signal });
  return VerificationSchema.parse(data);
}

export function useVerification() {
  return useQuery(verificationKeys.mine(), getVerification);
}

/** PUT /profile/verification: the one submission; the name is screened on the server. */
export async function submitVerification(
  request: SubmitVerificationRequest,
): Promise<Verification> {
  const { data } = await apiClient.put('/profile/verification', request);
  return VerificationSchema.parse(data);
}

export const useSubmitVerification = () => useMutation(submitVerification);
