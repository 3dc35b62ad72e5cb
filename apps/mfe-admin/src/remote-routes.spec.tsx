import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { ok, stubApi } from '@vaultline/testing';
import { PAGES } from './app/pages';
import RemoteRoutes from './remote-routes';
import routes from './routes.json';
import { overview, signInStaff } from './test/fixtures';

/** Lets the pages' first requests settle (the test HTTP layer answers nothing: error states). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('remote routes', () => {
  it('has a page for every path it declares in routes.json, and no other', () => {
    expect(Object.keys(PAGES).sort()).toEqual([...routes].sort());
  });

  it('declares the back office sections next to the spec routes', () => {
    expect(routes).toEqual(
      expect.arrayContaining([
        '/admin/review-queue',
        '/admin/approvals',
        '/admin/audit',
        '/admin/settings',
      ]),
    );
  });

  it.each(routes)('renders a level-1 heading at %s', async (pattern) => {
    const path = pattern.replace(/:[A-Za-z]+/g, '42');
    render(
      <MemoryRouter initialEntries={[path]}>
        <RemoteRoutes />
      </MemoryRouter>,
    );
    // The section bar is there while a page other than the overview loads its code.
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.getByText(/module test$/)).toBeTruthy();
    await settle();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Back office' })).toBeInTheDocument();
  });

  it('shows the back office sections with live counts on every page, marking the current one', async () => {
    signInStaff();
    stubApi({ 'GET /admin/overview': ok(overview) });
    render(
      <MemoryRouter initialEntries={['/admin/approvals']}>
        <RemoteRoutes />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/admin',
      '/admin/inbox',
      '/admin/review-queue',
      '/admin/verification-reviews',
      '/admin/check-deposits',
      '/admin/disputes',
      '/admin/approvals',
      '/admin/audit',
      '/admin/ach',
      '/admin/settings',
      '/admin/releases',
    ]);
    expect(await within(nav).findByRole('link', { name: 'Users 1,234' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Review queue 3' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Inbox 7' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Approvals 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Audit log' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(within(nav).getByRole('link', { name: 'Bank settings' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Verification reviews' })).toBeInTheDocument();
  });

  it('counts every per-user page as part of Users', async () => {
    signInStaff();
    stubApi({ 'GET /admin/overview': ok(overview) });
    render(
      <MemoryRouter initialEntries={['/edit-transaction/42/43']}>
        <RemoteRoutes />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Users 1,234' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await settle();
  });

  it('counts a batch page as part of ACH files', async () => {
    signInStaff();
    stubApi({ 'GET /admin/overview': ok(overview) });
    render(
      <MemoryRouter initialEntries={['/admin/ach/42']}>
        <RemoteRoutes />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(within(nav).getByRole('link', { name: 'ACH files' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await settle();
  });
});
