import { Route, Routes } from 'react-router-dom';
import { usePreloadWhenIdle, VersionMarker } from '@vaultline/ui';
import { AdminLayout } from './app/admin-layout';
import { PAGES } from './app/pages';
import routes from './routes.json';

/** Exposed as "mfe_admin/routes": the staff back office, at the paths this remote declares in routes.json. */
export default function AdminRoutes() {
  usePreloadWhenIdle(PAGES);
  return (
    <>
      <Routes>
        <Route element={<AdminLayout />}>
          {routes.map((path) => (
            <Route key={path} path={path} element={PAGES[path]} />
          ))}
        </Route>
      </Routes>
      <VersionMarker label="Admin" version={__REMOTE_VERSION__} />
    </>
  );
}
