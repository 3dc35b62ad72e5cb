import { type ChainVerification, ChainVerificationSchema } from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** GET /admin/audit/verify: recomputes the hash chain; says whether it is intact, how many records, and where it breaks. */
export async function verifyAuditChain(): Promise<ChainVerification> {
  const { data } = await apiClient.get('/admin/audit/verify');
  return ChainVerificationSchema.parse(data);
}

/** A check staff start by hand (a button), so it is run like a mutation. */
export function useVerifyAuditChain() {
  return useMutation(verifyAuditChain);
}
