import {
  type TransferRequest,
  type TransferResult,
  TransferResultSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

export interface CreateTransferArgs {
  request: TransferRequest;
  /** One per confirmed draft; the same key on a retry makes the server answer the first attempt instead of posting twice. */
  idempotencyKey: string;
}

/**
 * POST /transfers. Answers the true outcome (completed, pending, awaiting_code, under_review,
 * scheduled); refusals are errors: TRANSFERS_PIN_INCORRECT, TRANSFERS_PIN_LOCKED,
 * TRANSFERS_PIN_NOT_SET, TRANSFERS_INSUFFICIENT_FUNDS, TRANSFERS_DAILY_LIMIT_EXCEEDED,
 * TRANSFERS_ACCOUNT_INACTIVE, TRANSFERS_RECIPIENT_NOT_FOUND, TRANSFERS_RECIPIENT_INACTIVE,
 * TRANSFERS_ROUTING_INVALID, TRANSFERS_SUSPENDED, TRANSFERS_SAME_ACCOUNT, TRANSFERS_DATE_INVALID,
 * TRANSFERS_NEW_PAYEE_LIMIT (details: limitMinor, remainingMinor, until),
 * TRANSFERS_EMAIL_CHANGE_HOLD (details: until).
 */
export async function createTransfer({
  request,
  idempotencyKey,
}: CreateTransferArgs): Promise<TransferResult> {
  const { data } = await apiClient.post('/transfers', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return TransferResultSchema.parse(data);
}

export function useCreateTransfer() {
  return useMutation(createTransfer);
}
