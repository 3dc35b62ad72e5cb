import { createTheme, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows where the router is, so tests can see a navigation: getByRole('status', { name: 'Current location' }). */
function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="Current location">{`${pathname}${search}`}</output>;
}

/**
 * Renders one page at its route, as the shell would (router + theme). Navigating anywhere else
 * replaces it with the current location, e.g. "/dashboard".
 */
export function renderPage(page: ReactElement, { path, url = path }: { path: string; url?: string }) {
  return render(
    <ThemeProvider theme={createTheme()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}
