import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ListSkeleton } from '@vaultline/ui';
import { AdminNav } from './admin-nav';
import { OverviewProvider } from './overview-context';

/** Every back office page: the section bar (with live counts), then the page (its code may still be on its way). */
export function AdminLayout() {
  return (
    <OverviewProvider>
      <AdminNav />
      <Suspense fallback={<ListSkeleton rows={4} label="Loading page" />}>
        <Outlet />
      </Suspense>
    </OverviewProvider>
  );
}
