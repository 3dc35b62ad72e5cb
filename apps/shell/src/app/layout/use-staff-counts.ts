import { AdminOverviewSchema } from '@vaultline/contracts';
import { useQuery } from '@vaultline/data-access';
import { apiClient } from '@vaultline/session';
import type { StaffCount } from './nav-items';

export type StaffCounts = Partial<Record<StaffCount, number>>;

/** What waits for staff (open requests, transfers to review, approvals), for the staff navigation. */
export function useStaffCounts(isStaff: boolean): StaffCounts {
  const overview = useQuery(
    ['shell', 'staff-counts'],
    async (signal) => {
      const { data } = await apiClient.get('/admin/overview', { signal });
      return AdminOverviewSchema.parse(data);
    },
    { enabled: isStaff, refetchIntervalMs: 60_000 },
  );
  return overview.data ?? {};
}
