import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NotificationItem } from '@vaultline/contracts';
import {
  apiError,
  deferred,
  ok,
  renderPage,
  sent,
  stubApi,
  type StubHandler,
  type StubReply,
} from '@vaultline/testing';
import { signIn, uuid } from '../../../test/fixtures';
import { NotificationsPage } from './notifications-page';

const TRANSFER_ID = uuid(900);

function notice(n: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id: uuid(700 + n),
    kind: 'transfer_sent',
    title: `Transfer sent ${n}`,
    body: `You sent $${n}.00 to Grace Hopper.`,
    link: `/transfers/${TRANSFER_ID}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

const page = (items: NotificationItem[], nextCursor: string | null = null) =>
  ok({ items, nextCursor });

function renderNotifications(routes: Record<string, StubHandler>) {
  signIn();
  const requests = stubApi(routes);
  renderPage(<NotificationsPage />, { path: '/notifications' });
  return requests;
}

const list = () => screen.getByRole('list', { name: 'Notifications' });

describe('NotificationsPage', () => {
  it('shows a loading state, then the notifications with the unread ones marked', async () => {
    const answer = deferred<StubReply>();
    renderNotifications({ 'GET /notifications': () => answer.promise });
    expect(screen.getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    answer.resolve(page([notice(1), notice(2, { readAt: '2026-11-21T10:00:00.000Z' })]));
    await screen.findByRole('list', { name: 'Notifications' });
    const [first, second] = within(list()).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'Transfer sent 1' })).toBeInTheDocument();
    expect(within(first).getByText('New')).toBeInTheDocument();
    expect(within(second).queryByText('New')).not.toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: /Mark as read/ })).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'View: Transfer sent 1' })).toHaveAttribute(
      'href',
      `/transfers/${TRANSFER_ID}`,
    );
  });

  it('marks one read, and all read', async () => {
    let read = false;
    const requests = renderNotifications({
      'GET /notifications': () =>
        page([notice(1, { readAt: read ? '2026-11-22T10:00:00.000Z' : null }), notice(2)]),
      [`POST /notifications/${uuid(701)}/read`]: () => {
        read = true;
        return ok(notice(1, { readAt: '2026-11-22T10:00:00.000Z' }));
      },
      'POST /notifications/read-all': ok({ unread: 0 }),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark as read: Transfer sent 1' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Mark as read: Transfer sent 1' }),
      ).not.toBeInTheDocument(),
    );
    expect(sent(requests, 'POST', `/notifications/${uuid(701)}/read`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent(requests, 'POST', '/notifications/read-all')).toHaveLength(1));
  });

  it('loads more by cursor', async () => {
    const requests = renderNotifications({
      'GET /notifications': (request) =>
        request.params.cursor === 'next' ? page([notice(3)]) : page([notice(1), notice(2)], 'next'),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list()).getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getByText('Showing 3 notifications')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(sent(requests, 'GET', '/notifications')[1].params).toEqual({ cursor: 'next' });
  });

  it('says when there are none', async () => {
    renderNotifications({ 'GET /notifications': page([]) });
    expect(await screen.findByText('You have no notifications yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('says what failed and retries', async () => {
    let fail = true;
    renderNotifications({
      'GET /notifications': () =>
        fail ? apiError(503, 'SERVICE_UNAVAILABLE', 'Try again later.') : page([notice(1)]),
    });
    expect(await screen.findByText("We couldn't load your notifications.")).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Transfer sent 1' })).toBeInTheDocument();
  });
});
