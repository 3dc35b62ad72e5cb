import {
  type ChangeRequest,
  ChangeRequestSchema,
  DecisionRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { seg } from '../../../lib/params';

/**
 * POST /admin/change-requests/:id/approve: a second staff member applies the change, as asked.
 * Refused with ADMIN_OWN_APPROVAL (its maker), ADMIN_OWN_ACCOUNT (a change to the approver
 * themselves), ADMIN_NOT_PENDING (decided meanwhile) and ADMIN_CHANGED_SINCE_REQUEST.
 */
export async function approveChangeRequest(requestId: string): Promise<ChangeRequest> {
  const { data } = await apiClient.post(`/admin/change-requests/${seg(requestId)}/approve`);
  return ChangeRequestSchema.parse(data);
}

/** POST /admin/change-requests/:id/reject {reason}: nothing changes; the reason is kept with it. */
export async function rejectChangeRequest({
  requestId,
  reason,
}: {
  requestId: string;
  reason: string;
}): Promise<ChangeRequest> {
  const { data } = await apiClient.post(
    `/admin/change-requests/${seg(requestId)}/reject`,
    DecisionRequestSchema.parse({ reason }),
  );
  return ChangeRequestSchema.parse(data);
}

/** POST /admin/change-requests/:id/withdraw: its maker takes the request back; nothing changes. */
export async function withdrawChangeRequest(requestId: string): Promise<ChangeRequest> {
  const { data } = await apiClient.post(`/admin/change-requests/${seg(requestId)}/withdraw`);
  return ChangeRequestSchema.parse(data);
}

export function useApproveChangeRequest() {
  return useMutation(approveChangeRequest);
}

export function useRejectChangeRequest() {
  return useMutation(rejectChangeRequest);
}

export function useWithdrawChangeRequest() {
  return useMutation(withdrawChangeRequest);
}
