import {
  AchTransferSchema,
  type AchTransfer,
  type StartAchTransferRequest,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

export interface StartAchTransferArgs {
  request: StartAchTransferRequest;
  /** One per submitted form; a retry of a submission that got no answer reuses it (no double move). */
  idempotencyKey: string;
}

/**
 * POST /ach-transfers (201). Refusals: ACH_CUSTOMER_NOT_VERIFIED (403), ACH_LINK_NOT_VERIFIED,
 * ACH_DAILY_PULL_LIMIT, ACH_MONTHLY_PULL_LIMIT, ACH_INSUFFICIENT_FUNDS, ACH_NEGATIVE_BALANCE,
 * ACH_ACCOUNT_INACTIVE, VALIDATION_FAILED.
 */
export async function startAchTransfer({
  request,
  idempotencyKey,
}: StartAchTransferArgs): Promise<AchTransfer> {
  const { data } = await apiClient.post('/ach-transfers', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return AchTransferSchema.parse(data);
}

export const useStartAchTransfer = () => useMutation(startAchTransfer);
