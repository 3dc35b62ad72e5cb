import {
  type CreateSupportRequest,
  CreateSupportRequestSchema,
  type SupportRequest,
  SupportRequestSchema,
} from '@vaultline/contracts';
import { useMutation } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';

/** POST /support → 201: a request to the support team (an empty phone becomes null). */
export async function createSupportRequest(request: CreateSupportRequest): Promise<SupportRequest> {
  const { data } = await apiClient.post('/support', CreateSupportRequestSchema.parse(request));
  return SupportRequestSchema.parse(data);
}

export function useCreateSupportRequest() {
  return useMutation(createSupportRequest);
}
