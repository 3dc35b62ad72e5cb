import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { queryClient } from '@vaultline/data-access';
import { useSession } from '@vaultline/session';
import { renderPage, stubApi } from '@vaultline/testing';
import { landingContent, makeUser, sessionFor } from '../../../test/fixtures';
import { LandingPage } from './landing-page';

function renderLanding() {
  renderPage(<LandingPage />, { path: '/' });
}

describe('LandingPage', () => {
  it('shows the platform figures exactly as the API gives them', async () => {
    stubApi({ 'GET /platform/landing': { status: 200, data: landingContent } });
    renderLanding();
    const strip = await screen.findByRole('region', { name: 'Platform figures' });
    expect(await within(strip).findByText('1,204')).toBeInTheDocument();
    expect(within(strip).getByText('Customers')).toBeInTheDocument();
    expect(within(strip).getByText('38,511')).toBeInTheDocument();
    expect(within(strip).getAllByRole('listitem')).toHaveLength(2);
  });

  it('hides the statistics strip when the API fails, inventing nothing', async () => {
    stubApi({
      'GET /platform/landing': {
        status: 503,
        data: { message: 'Down', code: 'SERVICE_UNAVAILABLE' },
      },
    });
    renderLanding();
    expect(screen.getByRole('region', { name: 'Platform figures' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitForElementToBeRemoved(() =>
      screen.queryByRole('region', { name: 'Platform figures' }),
    );
    expect(screen.queryByText(/50K\+|\$2B\+|150\+|99\.9%/)).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Testimonials' })).not.toBeInTheDocument();
  });

  it('has the hero, four feature cards, How It Works and the security measures', async () => {
    stubApi({ 'GET /platform/landing': { status: 200, data: landingContent } });
    renderLanding();
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Secure online banking for people and small businesses',
      }),
    ).toBeInTheDocument();
    for (const title of ['Secure Banking', 'Mobile Banking', 'Digital Payments', 'Analytics']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    for (const step of ['Sign Up', 'Verify Identity', 'Start Banking']) {
      expect(screen.getByRole('heading', { level: 3, name: step })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    // Operator claims are shown as the operator's statements.
    expect(await screen.findByText('Deposits insured up to $250,000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What Vaultline states' })).toBeInTheDocument();
  });

  it('shows testimonials with their note, and partners as plain text', async () => {
    stubApi({ 'GET /platform/landing': { status: 200, data: landingContent } });
    renderLanding();
    expect(await screen.findByRole('region', { name: 'Testimonials' })).toBeInTheDocument();
    expect(screen.getByText('Illustrative testimonials (demo content)')).toBeInTheDocument();
    expect(screen.getByText('Acme Clearing')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Acme Clearing' })).not.toBeInTheDocument();
  });

  it('hides the testimonials and partners sections when there are none', async () => {
    stubApi({
      'GET /platform/landing': {
        status: 200,
        data: { ...landingContent, testimonials: [], partners: [] },
      },
    });
    renderLanding();
    await screen.findByText('Deposits insured up to $250,000');
    expect(
      screen.queryByRole('heading', { name: 'What our customers say' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Our partners' })).not.toBeInTheDocument();
  });

  it('Contact Sales: the support email signed out (none without one), /support signed in', async () => {
    stubApi({ 'GET /platform/landing': { status: 200, data: landingContent } });
    const { unmount } = renderPage(<LandingPage />, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Contact Sales' })).toHaveAttribute(
      'href',
      'mailto:help@vaultline.example?subject=Sales%20enquiry',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/register');
    unmount();

    queryClient.clear();
    stubApi({
      'GET /platform/landing': { status: 200, data: { ...landingContent, supportEmail: null } },
    });
    const second = renderPage(<LandingPage />, { path: '/' });
    await screen.findByText('Acme Clearing');
    expect(screen.queryByRole('link', { name: 'Contact Sales' })).not.toBeInTheDocument();
    second.unmount();

    useSession.getState().setSession(sessionFor(makeUser()));
    renderLanding();
    expect(screen.getByRole('link', { name: 'Contact Sales' })).toHaveAttribute('href', '/support');
    expect(screen.getAllByRole('link', { name: 'Go to Dashboard' })[0]).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
