import {
  type TransferResult,
  TransferResultSchema,
  VerifyTransferCodeRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /transfers/:id/verify: the step-up code (emailed, or the authenticator app's). AUTH_CODE_INVALID,
 * AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED, AUTH_CODE_REUSED; after the code, a Vaultline
 * number nobody can receive at fails the transfer (its money back): TRANSFERS_RECIPIENT_NOT_FOUND,
 * TRANSFERS_RECIPIENT_INACTIVE.
 */
export async function verifyTransfer({
  transferId,
  code,
}: {
  transferId: string;
  code: string;
}): Promise<TransferResult> {
  const { data } = await apiClient.post(
    `/transfers/${encodeURIComponent(transferId)}/verify`,
    VerifyTransferCodeRequestSchema.parse({ code }),
  );
  return TransferResultSchema.parse(data);
}

export function useVerifyTransfer() {
  return useMutation(verifyTransfer);
}
