import {
  type SupportReplyRequest,
  type SupportThread,
  SupportReplyRequestSchema,
  SupportThreadSchema,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { uploadAttachments } from '@vaultline/ui';
import { supportKeys } from '../../../api/query-keys';

/** GET /support/:id: one request and its conversation (opening it marks replies read). */
export async function getSupportThread(id: string, signal?: AbortSignal): Promise<SupportThread> {
  const { data } = await apiClient.get(`/support/${encodeURIComponent(id)}`, { signal });
  return SupportThreadSchema.parse(data);
}

export const useSupportThread = (id: string) =>
  useQuery(supportKeys.thread(id), (signal) => getSupportThread(id, signal));

/** Where a file of one of the customer's conversations downloads from. */
export const supportFilePath = (requestId: string, fileId: string) =>
  `/support/${encodeURIComponent(requestId)}/attachments/${encodeURIComponent(fileId)}`;

/**
 * POST /support/attachments for each file, then POST /support/:id/messages (201): the customer
 * answers; a resolved request opens again.
 */
export async function replyToSupport(args: {
  id: string;
  reply: SupportReplyRequest;
  files: File[];
}): Promise<SupportThread> {
  const attachmentIds = await uploadAttachments('/support/attachments', args.files);
  const { data } = await apiClient.post(
    `/support/${encodeURIComponent(args.id)}/messages`,
    SupportReplyRequestSchema.parse({ ...args.reply, attachmentIds }),
  );
  return SupportThreadSchema.parse(data);
}

export const useReplyToSupport = () => useMutation(replyToSupport);
