import {
  type CreateSupportRequest,
  CreateSupportRequestSchema,
  type SupportRequest,
  SupportRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { uploadAttachments } from '@vaultline/ui';

/**
 * POST /support/attachments for each file, then POST /support → 201: a request to the support
 * team with its files (an empty phone becomes null).
 */
export async function createSupportRequest(args: {
  request: CreateSupportRequest;
  files: File[];
}): Promise<SupportRequest> {
  const attachmentIds = await uploadAttachments('/support/attachments', args.files);
  const request = CreateSupportRequestSchema.parse({ ...args.request, attachmentIds });
  const { data } = await apiClient.post('/support', request);
  return SupportRequestSchema.parse(data);
}

export function useCreateSupportRequest() {
  return useMutation(createSupportRequest);
}
