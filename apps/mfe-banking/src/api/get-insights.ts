import { type Insights, InsightsSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { insightsKeys } from './query-keys';

/**
 * GET /insights?months=n: income and spending per calendar month (UTC), the current month last,
 * with spending by category. Completed lines only; transfers between the customer's own accounts
 * are neither income nor spending.
 */
export async function getInsights(months: number, signal?: AbortSignal): Promise<Insights> {
  const { data } = await apiClient.get('/insights', { params: { months }, signal });
  return InsightsSchema.parse(data);
}

export function useInsights(months: number) {
  return useQuery(insightsKeys.months(months), (signal) => getInsights(months, signal));
}
