import {
  AdminDisputeDetailSchema,
  AdminDisputeListSchema,
  AdminDisputeSchema,
  ChargebackResponseSchema,
  type AdminDispute,
  type AdminDisputeDetail,
  type AdminDisputeList,
  type ChargebackResponse,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';
import { cleanParams, seg } from '../../../lib/params';

export type DisputeFilter =
  'undecided' | 'open' | 'info_requested' | 'granted' | 'denied' | 'withdrawn';

/** GET /admin/disputes?status: escalated first, then the nearest deadline. */
export async function getDisputes(
  status: DisputeFilter,
  signal?: AbortSignal,
): Promise<AdminDisputeList> {
  const { data } = await apiClient.get('/admin/disputes', {
    params: cleanParams({ status }),
    signal,
  });
  return AdminDisputeListSchema.parse(data);
}

export const useDisputes = (status: DisputeFilter) =>
  useQuery(adminKeys.disputes(status), (signal) => getDisputes(status, signal));

/** GET /admin/disputes/:id: the dispute and the customer's other payments at the merchant. */
export async function getDispute(id: string, signal?: AbortSignal): Promise<AdminDisputeDetail> {
  const { data } = await apiClient.get(`/admin/disputes/${seg(id)}`, { signal });
  return AdminDisputeDetailSchema.parse(data);
}

export const useDispute = (id: string) =>
  useQuery(adminKeys.dispute(id), (signal) => getDispute(id, signal));

/** GET /admin/disputes/:id/attachment: the evidence as a blob (each view audited). */
export async function getEvidence(id: string): Promise<Blob> {
  const { data } = await apiClient.get<Blob>(`/admin/disputes/${seg(id)}/attachment`, {
    responseType: 'blob',
  });
  return data;
}

export type DisputeAction = 'request-info' | 'provisional-credit' | 'grant' | 'deny' | 'notes';

/** POST /admin/disputes/:id/<action>, with the message (or note) where the action takes one. */
export async function actOnDispute(args: {
  id: string;
  action: DisputeAction;
  message?: string;
}): Promise<AdminDispute> {
  const body =
    args.action === 'notes'
      ? { text: args.message }
      : args.action === 'provisional-credit'
        ? undefined
        : { message: args.message };
  const { data } = await apiClient.post(`/admin/disputes/${seg(args.id)}/${args.action}`, body);
  return AdminDisputeSchema.parse(data);
}

/** POST /admin/disputes/:id/chargeback: the simulated network accepts or rejects. */
export async function chargeBack(id: string): Promise<ChargebackResponse> {
  const { data } = await apiClient.post(`/admin/disputes/${seg(id)}/chargeback`);
  return ChargebackResponseSchema.parse(data);
}

export const useActOnDispute = () => useMutation(actOnDispute);
export const useChargeBack = () => useMutation(chargeBack);
