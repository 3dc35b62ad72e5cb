import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, useToasts } from '@vaultline/session';
import { apiError, ok, renderPage, sent, stubApi, type StubHandler } from '@vaultline/testing';
import { makeUser, signIn } from '../../../test/fixtures';
import { NotificationSettingsPage } from './notification-settings-page';

function renderSettings(routes: Record<string, StubHandler> = {}) {
  signIn();
  const requests = stubApi(routes);
  renderPage(<NotificationSettingsPage />, { path: '/settings/notifications' });
  return requests;
}

describe('NotificationSettingsPage', () => {
  it('says what the email switch does, and that SMS and push are coming soon', () => {
    renderSettings();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Notification Settings' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /Email Notifications/ })).toBeChecked();
    expect(screen.getByText(/Emails about your transfers: sent, received/)).toBeInTheDocument();
    expect(screen.getByText(/Security emails .* always go/)).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: /SMS Notifications.*Coming soon/ }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('switch', { name: /Push Notifications.*Coming soon/ }),
    ).toBeInTheDocument();
  });

  it('saves a preference on the server when toggled', async () => {
    const requests = renderSettings({
      'PATCH /me/preferences': ok(
        makeUser({ notifications: { email: false, sms: false, push: true, marketing: false } }),
      ),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /Email Notifications/ }));
    await waitFor(() => expect(useSession.getState().user?.notifications.email).toBe(false));
    expect(screen.getByRole('switch', { name: /Email Notifications/ })).not.toBeChecked();
    expect(sent(requests, 'PATCH', '/me/preferences')[0].body).toEqual({
      notifications: { email: false },
    });
  });

  it('reverts a preference that could not be saved', async () => {
    renderSettings({
      'PATCH /me/preferences': apiError(503, 'SERVICE_UNAVAILABLE', 'Try again later.'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: /Marketing Emails/ }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Update failed',
        description: 'Try again later.',
      }),
    );
    expect(screen.getByRole('switch', { name: /Marketing Emails/ })).not.toBeChecked();
  });

  it('leads to the notification list', async () => {
    renderSettings();
    await userEvent.setup().click(screen.getByRole('link', { name: 'See Notifications' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/notifications',
    );
  });
});
