import { LandingContent, LandingContentSchema } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useQuery } from '../hooks/use-query';

/** GET /platform/landing: the operator's content (bank name, demo flag, contacts, claims) and live figures. */
export async function getOperatorContent(signal?: AbortSignal): Promise<LandingContent> {
  const { data } = await apiClient.get('/platform/landing', { signal });
  return LandingContentSchema.parse(data);
}

/** The operator's content, one request shared by every component of every remote (shared cache). */
export function useOperatorContent() {
  return useQuery(['platform', 'landing'], getOperatorContent);
}
