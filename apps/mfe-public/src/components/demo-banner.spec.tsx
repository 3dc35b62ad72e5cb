import { screen } from '@testing-library/react';
import { renderPage, stubApi } from '@vaultline/testing';
import { landingContent } from '../test/fixtures';
import { PublicLayout } from './public-layout';

describe('PublicLayout', () => {
  it('shows the demo banner when the operator runs a demo', async () => {
    stubApi({ 'GET /platform/landing': { status: 200, data: landingContent } });
    renderPage(<PublicLayout>page</PublicLayout>, { path: '/' });
    expect(await screen.findByText('Demo bank — no real money')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('page');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it('shows no banner for a real bank', async () => {
    const requests = stubApi({
      'GET /platform/landing': {
        status: 200,
        data: { ...landingContent, demo: false, bankName: 'Real Bank' },
      },
    });
    renderPage(<PublicLayout>page</PublicLayout>, { path: '/' });
    expect(await screen.findByRole('link', { name: 'Real Bank' })).toBeInTheDocument();
    expect(screen.queryByText('Demo bank — no real money')).not.toBeInTheDocument();
    // Banner, brand and footer share one request.
    expect(requests).toHaveLength(1);
  });
});
