import { Outlet } from 'react-router-dom';
import { AdminNav } from './admin-nav';
import { OverviewProvider } from './overview-context';

/** Every back office page: the section bar (with live counts), then the page. */
export function AdminLayout() {
  return (
    <OverviewProvider>
      <AdminNav />
      <Outlet />
    </OverviewProvider>
  );
}
