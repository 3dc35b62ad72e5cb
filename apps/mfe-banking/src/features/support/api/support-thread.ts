import {
  type SupportReplyRequest,
  type SupportThread,
  SupportReplyRequestSchema,
  SupportThreadSchema,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { supportKeys } from '../../../api/query-keys';

/** GET /support/:id: one request and its conversation (opening it marks replies read). */
export async function getSupportThread(id: string, signal?: AbortSignal): Promise<SupportThread> {
  const { data } = await apiClient.get(`/support/${encodeURIComponent(id)}`, { signal });
  return SupportThreadSchema.parse(data);
}

export const useSupportThread = (id: string) =>
  useQuery(supportKeys.thread(id), (signal) => getSupportThread(id, signal));

/** POST /support/:id/messages (201): the customer answers; a resolved request opens again. */
export async function replyToSupport(args: {
  id: string;
  reply: SupportReplyRequest;
}): Promise<SupportThread> {
  const { data } = await apiClient.post(
    `/support/${encodeURIComponent(args.id)}/messages`,
    SupportReplyRequestSchema.parse(args.reply),
  );
  return SupportThreadSchema.parse(data);
}

export const useReplyToSupport = () => useMutation(replyToSupport);
