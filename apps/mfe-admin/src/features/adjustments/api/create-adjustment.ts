import {
  type Adjustment,
  type AdjustmentRequest,
  AdjustmentRequestSchema,
  AdjustmentSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /admin/adjustments: credit or debit an account against the bank's adjustments account,
 * dated now. Answers 201 with status `posted`, or `pending` when the amount is above the approval
 * threshold and a second staff member must approve it. The Idempotency-Key lets a retried submit
 * (same form, e.g. after a dropped connection) be recognised instead of posting twice.
 */
export async function createAdjustment({
  request,
  idempotencyKey,
}: {
  request: AdjustmentRequest;
  idempotencyKey: string;
}): Promise<Adjustment> {
  const { data } = await apiClient.post(
    '/admin/adjustments',
    AdjustmentRequestSchema.parse(request),
    {
      headers: { 'Idempotency-Key': idempotencyKey },
    },
  );
  return AdjustmentSchema.parse(data);
}

export function useCreateAdjustment() {
  return useMutation(createAdjustment);
}
