import { type SupportRequestList, SupportRequestListSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { supportKeys } from '../../../api/query-keys';

/** GET /support: the customer's own requests, newest first, with their status. */
export async function getSupportRequests(signal?: AbortSignal): Promise<SupportRequestList> {
  const { data } = await apiClient.get('/support', { signal });
  return SupportRequestListSchema.parse(data);
}

export function useSupportRequests() {
  return useQuery(supportKeys.requests(), getSupportRequests);
}
