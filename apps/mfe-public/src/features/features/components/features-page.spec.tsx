import { screen, within } from '@testing-library/react';
import { renderPage } from '@vaultline/testing';
import { FeaturesPage } from './features-page';

describe('FeaturesPage', () => {
  it('lists the four core features with their details', () => {
    renderPage(<FeaturesPage />, { path: '/features' });
    expect(screen.getByRole('heading', { level: 1, name: 'Features' })).toBeInTheDocument();
    for (const title of ['Secure Banking', 'Mobile Banking', 'Digital Payments', 'Analytics']) {
      expect(screen.getByRole('heading', { level: 3, name: title })).toBeInTheDocument();
    }
    expect(
      screen.getByText('Two-factor sign-in with a code sent to your email'),
    ).toBeInTheDocument();
  });

  it('marks what is not built yet as Coming soon, and claims no awards', () => {
    renderPage(<FeaturesPage />, { path: '/features' });
    const more = screen.getByRole('region', { name: 'More reasons to bank with us' });
    expect(within(more).getAllByRole('heading', { level: 3 })).toHaveLength(6);
    expect(within(more).getAllByText('Coming soon')).toHaveLength(2);
    const card = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('.MuiCard-root') as HTMLElement;
    expect(within(card('Global multi-currency')).getByText('Coming soon')).toBeInTheDocument();
    expect(within(card('Joint accounts')).getByText('Coming soon')).toBeInTheDocument();
    expect(within(card('Open source')).queryByText('Coming soon')).not.toBeInTheDocument();
    expect(screen.queryByText(/award/i)).not.toBeInTheDocument();
  });
});
