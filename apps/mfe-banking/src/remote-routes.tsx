import { preloadWhenIdle, VersionMarker } from '@vaultline/ui';
import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LAZY_PAGES, PAGES } from './app/pages';
import routes from './routes.json';

/** Exposed as "mfe_banking/routes": the customer pages, at the paths this remote declares in routes.json. */
export default function BankingRoutes() {
  useEffect(() => preloadWhenIdle(LAZY_PAGES), []);
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
