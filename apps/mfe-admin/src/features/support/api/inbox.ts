import {
  type AdminSupportReplyRequest,
  type AdminSupportThread,
  AdminSupportThreadSchema,
  type BulkCloseSupportRequest,
  type BulkCloseSupportResult,
  BulkCloseSupportResultSchema,
  type CannedReplies,
  CannedRepliesSchema,
  type SupportAssignees,
  SupportAssigneesSchema,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { uploadAttachments } from '@vaultline/ui';
import { adminKeys } from '../../../api/query-keys';
import { seg } from '../../../lib/params';

/** GET /admin/support/:id: one conversation with its notes (opening it marks it read). */
export async function getThread(id: string, signal?: AbortSignal): Promise<AdminSupportThread> {
  const { data } = await apiClient.get(`/admin/support/${seg(id)}`, { signal });
  return AdminSupportThreadSchema.parse(data);
}

export const useThread = (id: string) =>
  useQuery(adminKeys.supportThread(id), (signal) => getThread(id, signal));

/** Where a file of a conversation downloads from (each viewing audited). */
export const inboxFilePath = (requestId: string, fileId: string) =>
  `/admin/support/${seg(requestId)}/attachments/${seg(fileId)}`;

/**
 * POST /admin/support/attachments for each file, then POST /admin/support/:id/messages (201): a
 * reply to the customer, or an internal note.
 */
export async function replyToRequest(args: {
  id: string;
  reply: AdminSupportReplyRequest;
  files: File[];
}): Promise<AdminSupportThread> {
  const attachmentIds = await uploadAttachments('/admin/support/attachments', args.files);
  const body = { ...args.reply, attachmentIds };
  const { data } = await apiClient.post(`/admin/support/${seg(args.id)}/messages`, body);
  return AdminSupportThreadSchema.parse(data);
}

export const useReplyToRequest = () => useMutation(replyToRequest);

/** POST /admin/support/:id/assign: to a staff member, or to nobody (null). */
export async function assignRequest(args: {
  id: string;
  assigneeId: string | null;
}): Promise<AdminSupportThread> {
  const { data } = await apiClient.post(`/admin/support/${seg(args.id)}/assign`, {
    assigneeId: args.assigneeId,
  });
  return AdminSupportThreadSchema.parse(data);
}

export const useAssignRequest = () => useMutation(assignRequest);

/** POST /admin/support/close: resolves or archives several requests at once. */
export async function closeRequests(
  request: BulkCloseSupportRequest,
): Promise<BulkCloseSupportResult> {
  const { data } = await apiClient.post('/admin/support/close', request);
  return BulkCloseSupportResultSchema.parse(data);
}

export const useCloseRequests = () => useMutation(closeRequests);

async function getCanned(signal?: AbortSignal): Promise<CannedReplies> {
  const { data } = await apiClient.get('/admin/support/canned-replies', { signal });
  return CannedRepliesSchema.parse(data);
}

export const useCannedReplies = () => useQuery(adminKeys.supportHelpers('canned'), getCanned);

async function getAssignees(signal?: AbortSignal): Promise<SupportAssignees> {
  const { data } = await apiClient.get('/admin/support/assignees', { signal });
  return SupportAssigneesSchema.parse(data);
}

export const useAssignees = () => useQuery(adminKeys.supportHelpers('assignees'), getAssignees);
