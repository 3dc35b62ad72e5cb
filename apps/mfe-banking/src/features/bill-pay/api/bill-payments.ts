import {
  BillPaymentListSchema,
  BillPaymentSchema,
  MessageResponseSchema,
  type BillPayment,
  type BillPaymentList,
  type CreateBillPaymentRequest,
  type MessageResponse,
  type UpdateBillPaymentRequest,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { billPayKeys } from '../../../api/query-keys';

/** GET /bill-payments: waiting payments first (soonest first), then the rest newest first. */
export async function getBillPayments(signal?: AbortSignal): Promise<BillPaymentList> {
  const { data } = await apiClient.get('/bill-payments', { signal });
  return BillPaymentListSchema.parse(data);
}

export const useBillPayments = () => useQuery(billPayKeys.payments(), getBillPayments);

export interface CreateBillPaymentArgs {
  request: CreateBillPaymentRequest;
  /** One per submitted form; a retry of a submission that got no answer reuses it (paid once). */
  idempotencyKey: string;
}

/**
 * POST /bill-payments (201). Refusals: KYC_NOT_VERIFIED, BILLPAY_PAYEE_NOT_FOUND,
 * BILLPAY_ACCOUNT_NOT_FOUND, BILLPAY_ACCOUNT_INACTIVE, BILLPAY_DATE_INVALID,
 * BILLPAY_INSUFFICIENT_FUNDS, BILLPAY_NEGATIVE_BALANCE, VALIDATION_FAILED.
 */
export async function createBillPayment({
  request,
  idempotencyKey,
}: CreateBillPaymentArgs): Promise<BillPayment> {
  const { data } = await apiClient.post('/bill-payments', request, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
  return BillPaymentSchema.parse(data);
}

export interface ChangeBillPaymentArgs {
  id: string;
  change: UpdateBillPaymentRequest;
}

/** PATCH /bill-payments/:id. Refusals: BILLPAY_ALREADY_SENT, BILLPAY_DATE_INVALID, VALIDATION_FAILED. */
export async function changeBillPayment({
  id,
  change,
}: ChangeBillPaymentArgs): Promise<BillPayment> {
  const { data } = await apiClient.patch(`/bill-payments/${encodeURIComponent(id)}`, change);
  return BillPaymentSchema.parse(data);
}

/** POST /bill-payments/:id/cancel. Refusals: BILLPAY_ALREADY_SENT. */
export async function cancelBillPayment(id: string): Promise<BillPayment> {
  const { data } = await apiClient.post(`/bill-payments/${encodeURIComponent(id)}/cancel`);
  return BillPaymentSchema.parse(data);
}

/** DELETE /bill-payment-series/:id: no more payments of a monthly plan. */
export async function stopBillSeries(id: string): Promise<MessageResponse> {
  const { data } = await apiClient.delete(`/bill-payment-series/${encodeURIComponent(id)}`);
  return MessageResponseSchema.parse(data);
}

export const useCreateBillPayment = () => useMutation(createBillPayment);
export const useChangeBillPayment = () => useMutation(changeBillPayment);
export const useCancelBillPayment = () => useMutation(cancelBillPayment);
export const useStopBillSeries = () => useMutation(stopBillSeries);
