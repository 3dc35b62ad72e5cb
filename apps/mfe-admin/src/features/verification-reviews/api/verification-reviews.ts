import {
  type VerificationReview,
  type VerificationReviewList,
  VerificationReviewListSchema,
  VerificationReviewSchema,
} from '@vaultline/contracts';
import { useMutation, useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';
import { seg } from '../../../lib/params';

/** GET /admin/verification-reviews: names that matched the sanctions list, oldest first. */
export async function getVerificationReviews(
  signal?: AbortSignal,
): Promise<VerificationReviewList> {
  const { data } = await apiClient.get('/admin/verification-reviews', { signal });
  return VerificationReviewListSchema.parse(data);
}

export function useVerificationReviews() {
  return useQuery(adminKeys.verificationReviews(), getVerificationReviews);
}

/** POST /admin/verification-reviews/:id/clear: proposes clearing, or confirms another staff member's proposal. */
export async function clearVerificationReview(id: string): Promise<VerificationReview> {
  const { data } = await apiClient.post(`/admin/verification-reviews/${seg(id)}/clear`);
  return VerificationReviewSchema.parse(data);
}

/** POST /admin/verification-reviews/:id/close: declined, with a reason the customer is shown. */
export async function closeVerificationReview(args: {
  id: string;
  reason: string;
}): Promise<VerificationReview> {
  const { data } = await apiClient.post(`/admin/verification-reviews/${seg(args.id)}/close`, {
    reason: args.reason,
  });
  return VerificationReviewSchema.parse(data);
}

export const useClearVerificationReview = () => useMutation(clearVerificationReview);
export const useCloseVerificationReview = () => useMutation(closeVerificationReview);
