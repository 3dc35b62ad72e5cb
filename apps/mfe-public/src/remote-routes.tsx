import { Route, Routes } from 'react-router-dom';
import { VersionMarker } from '@vaultline/ui';
import { PAGES } from './app/pages';
import { PublicLayout } from './components/public-layout';
import routes from './routes.json';

/** Exposed as "mfe_public/routes": the public pages, at the paths this remote declares in routes.json. */
export default function PublicRoutes() {
  return (
    <PublicLayout footerExtra={<VersionMarker label="Public" version={__REMOTE_VERSION__} />}>
      <Routes>
        {routes.map((path) => (
          <Route key={path} path={path} element={PAGES[path]} />
        ))}
      </Routes>
    </PublicLayout>
  );
}
