import { type ReleasesOverview, ReleasesOverviewSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import { adminKeys } from '../../../api/query-keys';

/** GET /admin/releases (staff only): each remote's live release, canary, known-good releases and history (read-only). */
export async function getReleases(signal?: AbortSignal): Promise<ReleasesOverview> {
  const { data } = await apiClient.get('/admin/releases', { signal });
  return ReleasesOverviewSchema.parse(data);
}

export function useReleases() {
  return useQuery(adminKeys.releases(), getReleases);
}
