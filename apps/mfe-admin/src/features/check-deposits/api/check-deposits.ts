import {
  type AdminCheckDeposit,
  type AdminCheckDepositList,
  AdminCheckDepositListSchema,
  AdminCheckDepositSchema,
  type CheckDepositStatus,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';
import { cleanParams, seg } from '../../../lib/params';

/**
 * GET /admin/check-deposits?status: one status oldest first (a queue), or, without a status,
 * every deposit newest first.
 */
export async function getCheckDeposits(
  status: CheckDepositStatus | undefined,
  signal?: AbortSignal,
): Promise<AdminCheckDepositList> {
  const { data } = await apiClient.get('/admin/check-deposits', {
    params: cleanParams({ status }),
    signal,
  });
  return AdminCheckDepositListSchema.parse(data);
}

export function useCheckDeposits(status: CheckDepositStatus | undefined) {
  return useQuery(adminKeys.checkDeposits({ status }), (signal) =>
    getCheckDeposits(status, signal),
  );
}

/** POST /admin/check-deposits/:id/approve: the deciding approval, or the first of two. */
export async function approveCheckDeposit(id: string): Promise<AdminCheckDeposit> {
  const { data } = await apiClient.post(`/admin/check-deposits/${seg(id)}/approve`);
  return AdminCheckDepositSchema.parse(data);
}

/** POST /admin/check-deposits/:id/reject: not deposited; the customer reads the reason. */
export async function rejectCheckDeposit(args: {
  id: string;
  reason: string;
}): Promise<AdminCheckDeposit> {
  const { data } = await apiClient.post(`/admin/check-deposits/${seg(args.id)}/reject`, {
    reason: args.reason,
  });
  return AdminCheckDepositSchema.parse(data);
}

/** POST /admin/check-deposits/:id/request-image: the customer is asked for better photos. */
export async function requestCheckImages(args: {
  id: string;
  reason: string;
}): Promise<AdminCheckDeposit> {
  const { data } = await apiClient.post(`/admin/check-deposits/${seg(args.id)}/request-image`, {
    reason: args.reason,
  });
  return AdminCheckDepositSchema.parse(data);
}

export const useApproveCheckDeposit = () => useMutation(approveCheckDeposit);
export const useRejectCheckDeposit = () => useMutation(rejectCheckDeposit);
export const useRequestCheckImages = () => useMutation(requestCheckImages);
