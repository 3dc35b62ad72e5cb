import { LandingContentSchema, type LandingContent } from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useQuery } from '../hooks/use-query';

const PLATFORM_KEY = ['platform'] as const;

/** The platform's query keys: the operator's content (landing). */
export const platformKeys = {
  all: () => PLATFORM_KEY,
  landing: () => [...PLATFORM_KEY, 'landing'] as const,
};

/** GET /platform/landing: the operator's content (bank name, demo flag, contacts, claims) and live figures. */
export async function getOperatorContent(signal?: AbortSignal): Promise<LandingContent> {
  const { data } = await apiClient.get('/platform/landing', { signal });
  return LandingContentSchema.parse(data);
}

/** The operator's content, one request shared by every component of every remote (shared cache). */
export function useOperatorContent() {
  return useQuery(platformKeys.landing(), getOperatorContent);
}
