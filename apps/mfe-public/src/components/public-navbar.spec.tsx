import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession } from '@vaultline/session';
import { renderPage, stubApi } from '@vaultline/testing';
import { landingContent, makeUser, sessionFor } from '../test/fixtures';
import { PublicNavbar } from './public-navbar';

const LANDING = {
  'GET /platform/landing': { status: 200, data: { ...landingContent, bankName: 'Test Bank' } },
};

/** Renders the bar and waits for the brand from the landing content (so nothing updates after the test). */
async function renderNavbar() {
  renderPage(<PublicNavbar />, { path: '/' });
  await screen.findByRole('link', { name: 'Test Bank' });
}

function mainNav() {
  return screen.getByRole('navigation', { name: 'Main' });
}

describe('PublicNavbar', () => {
  beforeEach(() => {
    stubApi(LANDING);
  });

  it('offers Features, Login and Get Started when signed out', async () => {
    await renderNavbar();
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/features',
    );
    expect(within(nav).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(nav).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(nav).queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('switches to Features, Logout and Dashboard as soon as the session is signed in', async () => {
    await renderNavbar();
    act(() => useSession.getState().setSession(sessionFor(makeUser())));
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Features' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(within(nav).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('takes staff to /admin from Dashboard', async () => {
    useSession.getState().setSession(sessionFor(makeUser({ role: 'admin' })));
    await renderNavbar();
    expect(within(mainNav()).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('signs out with Logout and goes to /login', async () => {
    const requests = stubApi({ ...LANDING, 'POST /auth/sign-out': { status: 204 } });
    useSession.getState().setSession(sessionFor(makeUser()));
    const user = userEvent.setup();
    await renderNavbar();
    await user.click(within(mainNav()).getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/login',
    );
    expect(requests.map((request) => request.url)).toContain('/auth/sign-out');
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('has a slide-out menu that mirrors the bar', async () => {
    const user = userEvent.setup();
    await renderNavbar();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Mobile' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Features', 'Login', 'Get Started']);
    await user.click(within(menu).getByRole('link', { name: 'Login' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/login',
    );
  });
});
