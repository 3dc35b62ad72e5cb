import { Route, Routes } from 'react-router-dom';
import { usePreloadWhenIdle, VersionMarker } from '@vaultline/ui';
import { PAGES } from './app/pages';
import routes from './routes.json';

/** Exposed as "mfe_banking/routes": the customer pages, at the paths this remote declares in routes.json. */
export default function BankingRoutes() {
  usePreloadWhenIdle(PAGES);
  return (
    <>
      <Routes>
        {routes.map((path) => (
          <Route key={path} path={path} element={PAGES[path]} />
        ))}
      </Routes>
      <VersionMarker label="Banking" version={__REMOTE_VERSION__} />
    </>
  );
}
