import {
  AddBillerStartSchema,
  CustomerBillerSchema,
  MessageResponseSchema,
  type AddBillerRequest,
  type AddBillerStart,
  type CustomerBiller,
  type MessageResponse,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/**
 * POST /billers: checks the reference against the biller's format and opens a step-up (a code
 * emailed, or the authenticator app's). Refusals: KYC_NOT_VERIFIED, BILLPAY_BILLER_NOT_FOUND,
 * BILLPAY_REFERENCE_INVALID, BILLPAY_BILLER_ALREADY_ADDED, VALIDATION_FAILED.
 */
export async function startBiller(request: AddBillerRequest): Promise<AddBillerStart> {
  const { data } = await apiClient.post('/billers', request);
  return AddBillerStartSchema.parse(data);
}

/** POST /billers/confirm: the code adds the biller (201). */
export async function confirmBiller(code: string): Promise<CustomerBiller> {
  const { data } = await apiClient.post('/billers/confirm', { code });
  return CustomerBillerSchema.parse(data);
}

export const useStartBiller = () => useMutation(startBiller);
export const useConfirmBiller = () => useMutation(confirmBiller);

/** DELETE /billers/:id: the biller goes, with its scheduled payments. Refusals: BILLPAY_PAYEE_NOT_FOUND. */
export async function removeBiller(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete(`/billers/${encodeURIComponent(id)}`);
  return MessageResponseSchema.parse(data);
}

export const useRemoveBiller = () => useMutation(removeBiller);
