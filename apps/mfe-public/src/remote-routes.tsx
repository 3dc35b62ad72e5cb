import { Box } from '@mui/material';
import { VersionMarker } from '@vaultline/ui';
import { Route, Routes } from 'react-router-dom';
import { PAGES } from './app/pages';
import routes from './routes.json';

/** Exposed as "mfe_public/routes": the public pages, at the paths this remote declares in routes.json. */
export default function PublicRoutes() {
  return (
    <Box component="main" sx={{ maxWidth: 1200, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <Routes>
        {routes.map((path) => (
          <Route key={path} path={path} element={PAGES[path]} />
        ))}
      </Routes>
      <VersionMarker label="Public" version={__REMOTE_VERSION__} />
    </Box>
  );
}
