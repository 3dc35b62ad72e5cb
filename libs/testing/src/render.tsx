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
 * replaces it with the current location, e.g. "/accounts".
 */
export function renderPage(
  page: ReactElement,
  { path, url = path }: { path: string; url?: string },
) {
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

/** Makes `useMediaQuery` see a wide (desktop) or narrow (phone) screen. */
export function setScreenWidth(widthPx: number): void {
  window.matchMedia = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = (!min || widthPx >= Number(min[1])) && (!max || widthPx <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}
