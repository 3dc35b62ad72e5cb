import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PAGES } from './app/pages';
import RemoteRoutes from './remote-routes';
import routes from './routes.json';

/** Lets the pages' first requests settle (the test HTTP layer answers nothing: error states). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('remote routes', () => {
  it('has a page for every path it declares in routes.json, and no other', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...routes].sort());
  });

  it.each(routes)('renders a level-1 heading at %s', async (pattern) => {
    const path = pattern.replace(/:[A-Za-z]+/g, '42');
    render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteRoutes />
      </MemoryRouter>,
    );
    // Pages other than the dashboard load their code when first shown.
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText(/module test$/)).toBeTruthy();
    await settle();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
