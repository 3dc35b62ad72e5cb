import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSupportRequest } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { choose, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { CUSTOMER_ID, makeSupportRequest, signInStaff } from '../../../test/fixtures';
import { SupportViewPage } from './support-view-page';

function renderComplaints(initial: AdminSupportRequest[]) {
  signInStaff();
  let items = initial;
  const decide =
    (status: 'resolved' | 'archived') =>
    ({ url }: { url: string }) => {
      const id = url.split('/')[3];
      items = items.map((item) => (item.id === id ? { ...item, status } : item));
      return ok(items.find((item) => item.id === id));
    };
  const routes: Parameters<typeof stubApi>[0] = {
    'GET /admin/support': ({ params }) =>
      ok({ items: items.filter((item) => !params.status || item.status === params.status) }),
  };
  for (const item of initial) {
    routes[`POST /admin/support/${item.id}/resolve`] = decide('resolved');
    routes[`POST /admin/support/${item.id}/archive`] = decide('archived');
  }
  const requests = stubApi(routes);
  renderPage(<SupportViewPage />, {
    path: '/admin-support-view/:userId',
    url: `/admin-support-view/${CUSTOMER_ID}`,
  });
  return requests;
}

const card = (subject: string) => screen.getByRole('article', { name: subject });

describe('SupportViewPage', () => {
  it("shows the customer's complaints as cards in a scrollable area", async () => {
    const requests = renderComplaints([
      makeSupportRequest(1, {
        subject: 'Card blocked',
        category: 'security',
        message: 'Line one\nLine two',
        phone: '+1 555 0199',
      }),
      makeSupportRequest(2, {
        subject: 'App crash',
        category: 'technical',
        customer: { firstName: 'ada', lastName: 'lovelace', mobile: null },
      }),
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'User Complaints' })).toBeInTheDocument();
    const area = await screen.findByRole('region', { name: 'Complaints' });
    expect(area).toHaveStyle({ maxHeight: '70vh', overflowY: 'auto' });
    const first = within(area).getByRole('article', { name: 'Card blocked' });
    expect(within(first).getByText(/^Security Concerns · 2026-03-01/)).toBeInTheDocument();
    expect(within(first).getByText(/Line one\s+Line two/)).toBeInTheDocument();
    expect(within(first).getByText(CUSTOMER_ID)).toBeInTheDocument();
    expect(within(first).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(first).getByText('+1 555 0199')).toBeInTheDocument();
    expect(within(first).getByText('Open')).toBeInTheDocument();
    expect(within(card('App crash')).getByText('N/A')).toBeInTheDocument();
    expect(
      screen.getByText('Support requests from Ada Lovelace, newest first.'),
    ).toBeInTheDocument();
    expect(requests[0].params).toEqual({ userId: CUSTOMER_ID });
  });

  it('resolves a complaint by its own id and refetches', async () => {
    const one = makeSupportRequest(1, { subject: 'Card blocked' });
    const two = makeSupportRequest(2, { subject: 'App crash' });
    const requests = renderComplaints([one, two]);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'App crash' })).getByRole('button', {
        name: 'Resolve',
      }),
    );
    expect(await within(card('App crash')).findByText('Resolved')).toBeInTheDocument();
    expect(
      within(card('App crash')).queryByRole('button', { name: 'Resolve' }),
    ).not.toBeInTheDocument();
    expect(within(card('Card blocked')).getByText('Open')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/support/${two.id}/resolve`)).toHaveLength(1);
    expect(requests.filter((request) => request.url.includes(one.id))).toHaveLength(0);
    expect(useToasts.getState().current).toMatchObject({ title: 'Resolved' });
  });

  it('archives a complaint by its own id after confirmation', async () => {
    const one = makeSupportRequest(1, { subject: 'Card blocked', status: 'resolved' });
    const requests = renderComplaints([one, makeSupportRequest(2)]);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Card blocked' })).getByRole('button', {
        name: 'Archive',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Archive this complaint?' });
    expect(within(dialog).getByText(/Nothing is deleted/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(card('Card blocked')).findByText('Archived')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/support/${one.id}/archive`)).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({ title: 'Archived' });
  });

  it('copies the email and says so', async () => {
    renderComplaints([
      makeSupportRequest(1, { subject: 'Card blocked', email: 'reach.me@example.com' }),
    ]);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Card blocked' })).getByRole('button', {
        name: /Copy Email/,
      }),
    );
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Email Copied!',
        description: 'reach.me@example.com',
      }),
    );
    await expect(navigator.clipboard.readText()).resolves.toBe('reach.me@example.com');
  });

  it('filters by status, refreshes, and says when there are none', async () => {
    const requests = renderComplaints([makeSupportRequest(1, { subject: 'Card blocked' })]);
    const user = userEvent.setup();
    await screen.findByRole('article', { name: 'Card blocked' });
    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'Archived');
    expect(await screen.findByText('No complaints submitted yet')).toBeInTheDocument();
    expect(requests.at(-1)?.params).toEqual({ userId: CUSTOMER_ID, status: 'archived' });
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(sent(requests, 'GET', '/admin/support')).toHaveLength(3));
  });

  it('offers Retry when the list fails to load', async () => {
    signInStaff();
    let fail = true;
    stubApi({
      'GET /admin/support': () => (fail ? 'network-error' : ok({ items: [makeSupportRequest(1)] })),
    });
    const user = userEvent.setup();
    renderPage(<SupportViewPage />, {
      path: '/admin-support-view/:userId',
      url: `/admin-support-view/${CUSTOMER_ID}`,
    });
    expect(await screen.findByText("We couldn't load the complaints.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Question 1' })).toBeInTheDocument();
  });
});
