import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem } from '@vaultline/contracts';
import {
  makeUser,
  ok,
  renderPage,
  sent,
  signInAs,
  stubApi,
  uuid,
  type StubHandler,
} from '@vaultline/testing';
import { NotificationBell } from './notification-bell';

function notice(n: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: uuid(500 + n),
    kind: 'transfer_received',
    title: `Money received ${n}`,
    body: 'Grace Hopper sent you $25.00.',
    link: `/account-details/${uuid(7)}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

function renderBell(
  routes: Record<string, StubHandler> = {},
  role: 'customer' | 'admin' = 'customer',
) {
  signInAs(makeUser({ role }));
  const requests = stubApi({
    'GET /notifications/unread-count': ok({ unread: 3 }),
    'GET /notifications': ok({
      items: [notice(1), notice(2, { readAt: '2026-11-21T10:00:00.000Z', link: null })],
      nextCursor: null,
    }),
    ...routes,
  });
  renderPage(<NotificationBell />, { path: '/dashboard' });
  return requests;
}

describe('the notification bell', () => {
  it('names the unread count and asks for it again every minute', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const requests = renderBell();
      expect(
        await screen.findByRole('button', { name: 'Notifications, 3 unread' }),
      ).toBeInTheDocument();
      expect(sent(requests, 'GET', '/notifications/unread-count')).toHaveLength(1);
      await act(() => jest.advanceTimersByTimeAsync(60_000));
      await waitFor(() =>
        expect(sent(requests, 'GET', '/notifications/unread-count')).toHaveLength(2),
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "99+" past 99 unread', async () => {
    renderBell({ 'GET /notifications/unread-count': ok({ unread: 100 }) });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 99+ unread' }),
    ).toBeInTheDocument();
  });

  it('is not there for staff, and asks nothing', async () => {
    const requests = renderBell({}, 'admin');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('lists the latest, marks one read when opened and goes to its page', async () => {
    const requests = renderBell({
      'POST /notifications/00000000-0000-4000-8000-000000000501/read': ok(
        notice(1, { readAt: '2026-11-22T10:00:00.000Z' }),
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    const list = await screen.findByRole('list', { name: 'Latest notifications' });
    const items = within(list).getAllByRole('button');
    expect(items[0]).toHaveTextContent('Unread: Money received 1');
    expect(items[1]).not.toHaveTextContent('Unread');
    await user.click(items[0]);
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      `/account-details/${uuid(7)}`,
    );
    expect(sent(requests, 'POST', `/notifications/${uuid(501)}/read`)).toHaveLength(1);
  });

  it('marks all read, and leads to the full list', async () => {
    const requests = renderBell({ 'POST /notifications/read-all': ok({ unread: 0 }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(sent(requests, 'POST', '/notifications/read-all')).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'See all notifications' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/notifications',
    );
  });

  it('says when there are none, and offers a retry when the list fails', async () => {
    let fail = true;
    renderBell({
      'GET /notifications': () =>
        fail
          ? { status: 500, data: { message: 'Boom', code: 'INTERNAL' } }
          : ok({ items: [], nextCursor: null }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 3 unread' }));
    expect(await screen.findByText("We couldn't load your notifications.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
  });
});
