import {
  CardActivityListSchema,
  DisputeAttachmentSchema,
  DisputeListSchema,
  DisputeSchema,
  TransferSchema,
  type AnswerDisputeRequest,
  type Dispute,
  type DisputeAttachment,
  type DisputeList,
  type FileDisputeRequest,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { disputesKeys } from '../../../api/query-keys';

/** GET /disputes: the customer's disputes, newest first. */
export async function getDisputes(signal?: AbortSignal): Promise<DisputeList> {
  const { data } = await apiClient.get('/disputes', { signal });
  return DisputeListSchema.parse(data);
}

export const useDisputes = () => useQuery(disputesKeys.list(), getDisputes);

/** GET /disputes/:id */
export async function getDispute(id: string, signal?: AbortSignal): Promise<Dispute> {
  const { data } = await apiClient.get(`/disputes/${encodeURIComponent(id)}`, { signal });
  return DisputeSchema.parse(data);
}

export const useDispute = (id: string) =>
  useQuery(disputesKeys.detail(id), (signal) => getDispute(id, signal));

/** POST /disputes/attachments: a photo or PDF as its raw body (≤ 5 MB). */
export async function uploadEvidence(file: Blob): Promise<DisputeAttachment> {
  const { data } = await apiClient.post('/disputes/attachments', file, {
    headers: { 'Content-Type': file.type },
  });
  return DisputeAttachmentSchema.parse(data);
}

/** POST /disputes (201). Refusals: DISPUTE_NOT_DISPUTABLE, DISPUTE_ALREADY_DISPUTED, … */
export async function fileDispute(request: FileDisputeRequest): Promise<Dispute> {
  const { data } = await apiClient.post('/disputes', request);
  return DisputeSchema.parse(data);
}

/** POST /disputes/:id/answer: the customer answers the bank's question. */
export async function answerDispute(args: { id: string; answer: AnswerDisputeRequest }) {
  const { data } = await apiClient.post(
    `/disputes/${encodeURIComponent(args.id)}/answer`,
    args.answer,
  );
  return DisputeSchema.parse(data);
}

/** POST /disputes/:id/withdraw */
export async function withdrawDispute(id: string): Promise<Dispute> {
  const { data } = await apiClient.post(`/disputes/${encodeURIComponent(id)}/withdraw`);
  return DisputeSchema.parse(data);
}

export const useFileDispute = () => useMutation(fileDispute);
export const useUploadEvidence = () => useMutation(uploadEvidence);
export const useAnswerDispute = () => useMutation(answerDispute);
export const useWithdrawDispute = () => useMutation(withdrawDispute);

/** What is disputed, as the form shows it before filing. */
export interface DisputedPayment {
  counterparty: string;
  amountMinor: number;
  at: string;
  /** Why it cannot be disputed (still pending, received, failed), or null. */
  notDisputable: string | null;
}

/** The payment named by the form's query: a card payment from card activity, or a transfer. */
export async function getDisputedPayment(
  kind: 'card' | 'transfer',
  id: string,
  signal?: AbortSignal,
): Promise<DisputedPayment | null> {
  if (kind === 'card') {
    const { data } = await apiClient.get('/cards/activity', { signal });
    const item = CardActivityListSchema.parse(data).activity.find((a) => a.id === id);
    if (!item) return null;
    const posted = item.status === 'posted';
    return {
      counterparty: item.merchantName,
      amountMinor: item.postedMinor ?? item.amountMinor,
      at: item.postedAt ?? item.createdAt,
      notDisputable: posted ? null : 'Only a posted card payment can be disputed.',
    };
  }
  const { data } = await apiClient.get(`/transfers/${encodeURIComponent(id)}`, { signal });
  const transfer = TransferSchema.parse(data);
  return {
    counterparty: transfer.recipientName,
    amountMinor: transfer.amountMinor,
    at: transfer.completedAt ?? transfer.createdAt,
    notDisputable:
      transfer.status === 'completed' ? null : 'Only a transfer that was sent can be disputed.',
  };
}

export const useDisputedPayment = (kind: 'card' | 'transfer', id: string) =>
  useQuery(disputesKeys.subject(kind, id), (signal) => getDisputedPayment(kind, id, signal));
