import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUserRow } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  choose,
  fill,
  ok,
  type RecordedRequest,
  renderPage,
  sent,
  stubApi,
} from '@vaultline/testing';
import { makeUserDetail, makeUserRow, overview, signInStaff } from '../../../test/fixtures';
import { AdminDashboardPage } from './admin-dashboard-page';

/** 20 people: every fourth suspended, the 5th and 10th admins, user 3 has a photo. */
const PEOPLE: AdminUserRow[] = Array.from({ length: 20 }, (_, index) => {
  const n = index + 1;
  return makeUserRow(n, {
    status: n % 4 === 0 ? 'suspended' : 'active',
    role: n % 5 === 0 ? 'admin' : 'customer',
    stepUpRequired: n % 2 === 0,
    avatarUrl: n === 3 ? 'https://cdn.example.com/u3.png' : null,
  });
});

/** A small /admin/users over PEOPLE: search (name or email), status, page of 8. */
function answer({ params }: RecordedRequest) {
  const search = String(params.search ?? '').toLowerCase();
  const items = PEOPLE.filter(
    (person) =>
      (!params.status || person.status === params.status) &&
      `${person.firstName} ${person.lastName} ${person.email}`.toLowerCase().includes(search),
  );
  const page = Number(params.page);
  const size = Number(params.pageSize);
  return ok({ items: items.slice((page - 1) * size, page * size), total: items.length });
}

function renderDashboard(routes: Parameters<typeof stubApi>[0] = {}) {
  signInStaff();
  const requests = stubApi({
    'GET /admin/overview': ok(overview),
    'GET /admin/users': answer,
    ...routes,
  });
  renderPage(<AdminDashboardPage />, { path: '/admin' });
  return requests;
}

const rows = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1);

describe('AdminDashboardPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the four platform figures from the overview', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    for (const [label, value] of [
      ['Total Users', '1,234'],
      ['Total Accounts', '2,345'],
      ['Transactions', '98,765'],
      ['Support Requests', '7'],
    ]) {
      const card = screen.getByRole('heading', { level: 2, name: label })
        .parentElement as HTMLElement;
      expect(await within(card).findByText(value)).toBeInTheDocument();
    }
  });

  it('lists 8 users per page with step-up, real status, balance and View; pages on', async () => {
    const requests = renderDashboard();
    const user = userEvent.setup();
    expect(await screen.findByText('Showing 1 - 8 of 20 users')).toBeInTheDocument();
    expect(rows()).toHaveLength(8);
    const headers = within(screen.getByRole('table', { name: 'Users' }))
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['User', 'Step-up', 'Status', 'Balance', 'View', 'Actions']);
    const four = rows()[3];
    expect(within(four).getByText('User4 Tester')).toBeInTheDocument();
    expect(within(four).getByText('user4@example.com')).toBeInTheDocument();
    expect(within(four).getByText('On')).toBeInTheDocument();
    expect(within(four).getByText('Suspended')).toBeInTheDocument();
    expect(within(four).getByText('$400.00')).toBeInTheDocument();
    expect(within(four).getByRole('link', { name: 'View User4 Tester' })).toHaveAttribute(
      'href',
      `/admin-user-details/${PEOPLE[3].id}`,
    );
    // A photo when there is one, initials otherwise.
    expect(within(rows()[2]).getByRole('img', { name: 'User3 Tester' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/u3.png',
    );
    expect(within(rows()[0]).getByText('UT')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Showing 17 - 20 of 20 users')).toBeInTheDocument();
    expect(rows()).toHaveLength(4);
    expect(requests.at(-1)?.params).toMatchObject({ page: 3, pageSize: 8 });
  });

  it('shows an Admin label for admins and Close only for other users', async () => {
    renderDashboard();
    await screen.findByText('Showing 1 - 8 of 20 users');
    const admin = rows()[4];
    expect(within(admin).getByText('Admin')).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
    expect(
      within(rows()[0]).getByRole('button', { name: 'Close User1 Tester' }),
    ).toBeInTheDocument();
  });

  it('filters by status, starting again from the first page', async () => {
    const requests = renderDashboard();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Showing 9 - 16 of 20 users')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['All', 'Active', 'Suspended', 'Pending', 'Closed']);
    await user.click(screen.getByRole('option', { name: 'Suspended' }));
    expect(await screen.findByText('Showing 1 - 5 of 5 users')).toBeInTheDocument();
    expect(requests.at(-1)?.params).toMatchObject({ status: 'suspended', page: 1, pageSize: 8 });
    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'All');
    expect(await screen.findByText('Showing 1 - 8 of 20 users')).toBeInTheDocument();
    expect(requests.at(-1)?.params.status).toBeUndefined();
  });

  it('searches by name or email after a pause in typing, and says when nothing matches', async () => {
    jest.useFakeTimers();
    const requests = renderDashboard();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await act(() => jest.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Showing 1 - 8 of 20 users')).toBeInTheDocument();
    await fill(user, screen.getByRole('searchbox', { name: 'Search users' }), 'user12@');
    const before = requests.length;
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(requests.length).toBe(before + 1);
    expect(requests.at(-1)?.params).toMatchObject({ search: 'user12@', page: 1 });
    expect(screen.getByText('Showing 1 - 1 of 1 users')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('User12 Tester')).toBeInTheDocument();

    await fill(user, screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByText('No users match your search.')).toBeInTheDocument();
  });

  it('closes a user only with a reason, and explains the zero-balance rule when refused', async () => {
    const requests = renderDashboard({
      [`POST /admin/users/${PEOPLE[0].id}/close`]: apiError(
        409,
        'ADMIN_BALANCE_NOT_ZERO',
        'This customer still holds $100.00.',
      ),
    });
    const user = userEvent.setup();
    await screen.findByText('Showing 1 - 8 of 20 users');
    await user.click(within(rows()[0]).getByRole('button', { name: 'Close User1 Tester' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close User' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/users/${PEOPLE[0].id}/close`)).toHaveLength(0);

    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Customer asked to leave',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close User' }));
    expect(
      await within(dialog).findByText(/every account has a \$0\.00 balance/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/This customer still holds \$100\.00\./)).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/users/${PEOPLE[0].id}/close`)[0].body).toEqual({
      reason: 'Customer asked to leave',
    });
  });

  it('closes a user after confirmation, toasts, and refetches the list', async () => {
    let people = PEOPLE;
    const target = PEOPLE[0];
    const requests = renderDashboard({
      'GET /admin/users': (request) => {
        const { params } = request;
        const page = Number(params.page);
        return ok({ items: people.slice((page - 1) * 8, page * 8), total: people.length });
      },
      [`POST /admin/users/${target.id}/close`]: () => {
        people = people.map((person) =>
          person.id === target.id ? { ...person, status: 'closed' } : person,
        );
        return ok(
          makeUserDetail({
            user: {
              ...target,
              status: 'closed',
              closedAt: '2026-03-10T00:00:00.000Z',
              closedReason: 'Duplicate',
            },
          }),
        );
      },
    });
    const user = userEvent.setup();
    await screen.findByText('Showing 1 - 8 of 20 users');
    await user.click(within(rows()[0]).getByRole('button', { name: 'Close User1 Tester' }));
    await fill(user, screen.getByRole('textbox', { name: /Reason/ }), 'Duplicate profile');
    await user.click(screen.getByRole('button', { name: 'Close User' }));
    expect(await within(rows()[0]).findByText('Closed')).toBeInTheDocument();
    expect(within(rows()[0]).queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Closed',
      description: 'User1 Tester has been closed.',
      severity: 'success',
    });
    expect(sent(requests, 'GET', '/admin/users')).toHaveLength(2);
  });

  it('offers Retry when the list fails to load', async () => {
    let fail = true;
    renderDashboard({
      'GET /admin/users': (request) => (fail ? 'network-error' : answer(request)),
    });
    const user = userEvent.setup();
    expect(await screen.findByText("We couldn't load the users.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 - 8 of 20 users')).toBeInTheDocument();
    expect(useToasts.getState().current).toBeNull();
  });
});
