import { type ReviewQueue, ReviewQueueSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/transfers/review-queue: transfers held for a staff decision (funds reserved), with their customer. */
export async function getReviewQueue(signal?: AbortSignal): Promise<ReviewQueue> {
  const { data } = await apiClient.get('/admin/transfers/review-queue', { signal });
  return ReviewQueueSchema.parse(data);
}

export function useReviewQueue() {
  return useQuery(adminKeys.reviewQueue(), getReviewQueue);
}
