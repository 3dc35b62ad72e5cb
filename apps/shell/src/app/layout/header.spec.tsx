import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { makeOperatorContent, makeUser, ok, signInAs, stubApi } from '@vaultline/testing';
import { Header } from './header';
import { OperatorDemoBanner } from './operator-demo-banner';

function renderHeader() {
  render(
    <MemoryRouter>
      <OperatorDemoBanner />
      <Header onToggleSidebar={() => undefined} />
    </MemoryRouter>,
  );
}

describe('the signed-in header', () => {
  it("shows the operator's bank name and, for a demo, the demo banner above it", async () => {
    stubApi({
      'GET /platform/landing': ok(
        makeOperatorContent({ bankName: 'Harbor Credit Union', demo: true }),
      ),
    });
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Harbor Credit Union' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.getByText('Demo bank — no real money')).toBeInTheDocument();
  });

  it('shows the notification bell with the unread count to a signed-in customer', async () => {
    signInAs(makeUser());
    stubApi({
      'GET /platform/landing': ok(makeOperatorContent()),
      'GET /notifications/unread-count': ok({ unread: 2 }),
    });
    renderHeader();
    expect(
      await screen.findByRole('button', { name: 'Notifications, 2 unread' }),
    ).toBeInTheDocument();
  });

  it('shows no banner for a real bank', async () => {
    stubApi({
      'GET /platform/landing': ok(makeOperatorContent({ bankName: 'Harbor Credit Union' })),
    });
    renderHeader();
    await screen.findByRole('link', { name: 'Harbor Credit Union' });
    expect(screen.queryByText('Demo bank — no real money')).not.toBeInTheDocument();
  });
});
