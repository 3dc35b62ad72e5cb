import {
  ReverseRequestSchema,
  type ReverseResult,
  ReverseResultSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/**
 * POST /admin/transactions/:id/reverse {reason}: adds reversal entries; the original stays, marked
 * reversed. Refused with ADMIN_NOT_REVERSIBLE, ADMIN_ALREADY_REVERSED, or
 * TRANSFERS_INSUFFICIENT_FUNDS when the recipient no longer has the money.
 */
export async function reverseTransaction({
  transactionId,
  reason,
}: {
  transactionId: string;
  reason: string;
}): Promise<ReverseResult> {
  const { data } = await apiClient.post(
    `/admin/transactions/${seg(transactionId)}/reverse`,
    ReverseRequestSchema.parse({ reason }),
  );
  return ReverseResultSchema.parse(data);
}

export function useReverseTransaction() {
  return useMutation(reverseTransaction);
}
