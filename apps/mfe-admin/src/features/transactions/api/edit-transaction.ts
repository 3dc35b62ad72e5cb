import {
  type EditTransactionRequest,
  EditTransactionRequestSchema,
  type Transaction,
  TransactionSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/** PATCH /admin/transactions/:id: a line's words only (title, category, description); never amount, date, status or account. */
export async function editTransaction({
  transactionId,
  changes,
}: {
  transactionId: string;
  changes: EditTransactionRequest;
}): Promise<Transaction> {
  const { data } = await apiClient.patch(
    `/admin/transactions/${seg(transactionId)}`,
    EditTransactionRequestSchema.parse(changes),
  );
  return TransactionSchema.parse(data);
}

export function useEditTransaction() {
  return useMutation(editTransaction);
}
