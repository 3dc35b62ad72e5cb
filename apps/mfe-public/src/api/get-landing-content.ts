import type { LandingContent } from '@vaultline/contracts';
import { useOperatorContent } from '@vaultline/data-access';

export type LandingContentState =
  { status: 'loading' } | { status: 'success'; content: LandingContent } | { status: 'error' };

/**
 * The landing content (the shared operator-content query): loading, success, or error (then
 * callers hide what depends on it).
 */
export function useLandingContent(): LandingContentState {
  const query = useOperatorContent();
  if (query.data) return { status: 'success', content: query.data };
  return query.error ? { status: 'error' } : { status: 'loading' };
}
