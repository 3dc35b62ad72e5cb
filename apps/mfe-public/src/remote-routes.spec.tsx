import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { stubApi } from '@vaultline/testing';
import { PAGES } from './app/pages';
import RemoteRoutes from './remote-routes';
import routes from './routes.json';
import { landingContent } from './test/fixtures';

describe('remote routes', () => {
  it('has a page for every path it declares in routes.json, and no other', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...routes].sort());
  });

  it.each(routes)(
    'renders exactly one level-1 heading at %s, in the public frame',
    async (pattern) => {
      stubApi({ 'GET /platform/landing': { status: 200, data: landingContent } });
      const path = pattern.replace(/:[A-Za-z]+/g, '42');
      render(
        <MemoryRouter initialEntries={[path]}>
          <RemoteRoutes />
        </MemoryRouter>,
      );
      // The frame shows the operator's demo banner once the landing content arrives.
      expect(await screen.findByText('Demo bank — no real money')).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
      expect(screen.getByRole('main')).toBeInTheDocument();
      expect(screen.getByText(/module test$/)).toBeTruthy();
    },
  );
});
