import {
  AddPayeeStartSchema,
  PayeeListSchema,
  PayeeSchema,
  type AddPayeeRequest,
  type AddPayeeStart,
  type Payee,
  type PayeeList,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { payeesKeys } from './query-keys';

/** GET /payees: saved payees, newest first, with the bank's cooling-off rule for new ones. */
export async function getPayees(signal?: AbortSignal): Promise<PayeeList> {
  const { data } = await apiClient.get('/payees', { signal });
  return PayeeListSchema.parse(data);
}

export function usePayees() {
  return useQuery(payeesKeys.list(), getPayees);
}

/** POST /payees: checks the details and the name; a code is emailed to confirm. */
export async function startPayee(request: AddPayeeRequest): Promise<AddPayeeStart> {
  const { data } = await apiClient.post('/payees', request);
  return AddPayeeStartSchema.parse(data);
}

/** POST /payees/confirm: the emailed code saves the payee. */
export async function confirmPayee(code: string): Promise<Payee> {
  const { data } = await apiClient.post('/payees/confirm', { code });
  return PayeeSchema.parse(data);
}

export async function renamePayee(args: { id: string; label: string }): Promise<Payee> {
  const { data } = await apiClient.patch(`/payees/${encodeURIComponent(args.id)}`, {
    label: args.label,
  });
  return PayeeSchema.parse(data);
}

export async function removePayee(id: string): Promise<void> {
  await apiClient.delete(`/payees/${encodeURIComponent(id)}`);
}

export const useStartPayee = () => useMutation(startPayee);
export const useConfirmPayee = () => useMutation(confirmPayee);
export const useRenamePayee = () => useMutation(renamePayee);
export const useRemovePayee = () => useMutation(removePayee);

/** What the list shows for a payee: the nickname, or the name. */
export const payeeTitle = (payee: Payee) => payee.label ?? payee.name;
