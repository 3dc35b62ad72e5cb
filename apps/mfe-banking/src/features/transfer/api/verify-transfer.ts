import {
  TransferResult,
  TransferResultSchema,
  VerifyTransferCodeRequestSchema,
} from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useMutation } from '@vaultline/ui';

/** POST /transfers/:id/verify: the emailed step-up code. AUTH_CODE_INVALID, AUTH_CODE_EXPIRED, AUTH_CODE_ATTEMPTS_EXCEEDED. */
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
