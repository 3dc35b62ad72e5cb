import { screen } from '@testing-library/react';
import { useSession } from '@vaultline/session';
import { renderPage, stubApi } from '@vaultline/testing';
import { landingContent, makeUser, sessionFor } from '../test/fixtures';
import { PublicFooter } from './public-footer';

describe('PublicFooter', () => {
  it('links to the privacy policy, the terms and the operator’s support email', async () => {
    stubApi({ 'GET /platform/landing': { status: 200, data: landingContent } });
    renderPage(<PublicFooter />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
    expect(await screen.findByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      'mailto:help@vaultline.example',
    );
  });

  it('sends Contact to sign-in, then Contact Support, when no support email is set', async () => {
    stubApi({
      'GET /platform/landing': {
        status: 200,
        data: { ...landingContent, bankName: 'Nullbank', supportEmail: null, supportPhone: null },
      },
    });
    renderPage(<PublicFooter />, { path: '/' });
    await screen.findByText(/© \d{4} Nullbank/);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsupport',
    );
  });

  it('sends a signed-in visitor straight to Contact Support', async () => {
    useSession.getState().setSession(sessionFor(makeUser()));
    stubApi({
      'GET /platform/landing': {
        status: 200,
        data: { ...landingContent, bankName: 'Nullbank', supportEmail: null },
      },
    });
    renderPage(<PublicFooter />, { path: '/' });
    await screen.findByText(/© \d{4} Nullbank/);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/support');
  });
});
