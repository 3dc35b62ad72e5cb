import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  choose,
  deferred,
  fill,
  ok,
  type RecordedRequest,
  renderPage,
  sent,
  type StubAnswer,
  stubApi,
} from '@vaultline/testing';
import {
  CHECKING_ID,
  CUSTOMER_ID,
  makeChangeRequest,
  makeTransaction,
  makeUserDetail,
  signInStaff,
  transactionPage,
} from '../../../test/fixtures';
import { UserDetailsPage } from './user-details-page';

const HISTORY: Transaction[] = [
  makeTransaction(1, {
    description: 'Coffee shop',
    category: 'Food',
    type: 'debit',
    amountMinor: -450,
  }),
  makeTransaction(2, {
    description: 'Salary March',
    category: 'Income',
    type: 'credit',
    amountMinor: 300_000,
  }),
  makeTransaction(3, {
    description: 'To savings',
    category: 'Transfers',
    type: 'transfer',
    amountMinor: -50_000,
  }),
  makeTransaction(4, {
    description: 'Held rent',
    category: 'Housing',
    type: 'transfer',
    amountMinor: -120_000,
    status: 'under_review',
  }),
];

/** A small /admin/users/:id/transactions: search (description or category), type; sorts are the server's job. */
function history({ params }: RecordedRequest) {
  const search = String(params.search ?? '').toLowerCase();
  const items = HISTORY.filter(
    (item) =>
      (!params.type || item.type === params.type) &&
      (item.description.toLowerCase().includes(search) ||
        item.category.toLowerCase().includes(search)),
  );
  return ok(transactionPage(items));
}

function renderDetails(routes: Parameters<typeof stubApi>[0] = {}, detail = makeUserDetail()) {
  signInStaff();
  const requests = stubApi({
    [`GET /admin/users/${CUSTOMER_ID}`]: ok(detail),
    [`GET /admin/users/${CUSTOMER_ID}/transactions`]: history,
    [`GET /admin/users/${CUSTOMER_ID}/cards`]: ok({ cards: [], activity: [] }),
    ...routes,
  });
  renderPage(<UserDetailsPage />, {
    path: '/admin-user-details/:userId',
    url: `/admin-user-details/${CUSTOMER_ID}`,
  });
  return requests;
}

const table = () => screen.getByRole('table', { name: 'Transactions' });
const rowOf = (text: string) => within(table()).getByText(text).closest('tr') as HTMLElement;

describe('UserDetailsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows the profile with its fallbacks, role, total balance and the actions', async () => {
    renderDetails();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Admin Dashboard' })).toHaveAttribute(
      'href',
      '/admin',
    );
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('AL')).toBeInTheDocument();
    expect(within(profile).getByText('Customer')).toBeInTheDocument();
    expect(within(profile).getAllByText('$12,500.50').length).toBeGreaterThan(0);
    expect(within(profile).getByText('N/A')).toBeInTheDocument();
    expect(within(profile).getByText('No address provided')).toBeInTheDocument();
    expect(within(profile).getByRole('link', { name: 'Transfer Settings' })).toHaveAttribute(
      'href',
      `/admin-transfer-settings/${CUSTOMER_ID}`,
    );
    expect(within(profile).getByRole('link', { name: 'Edit Profile' })).toHaveAttribute(
      'href',
      `/admin-edit-user/${CUSTOMER_ID}`,
    );
    expect(within(profile).getByRole('link', { name: 'Post Adjustment' })).toHaveAttribute(
      'href',
      `/create-transaction/${CUSTOMER_ID}`,
    );
    expect(within(profile).getByRole('link', { name: 'View Support Requests' })).toHaveAttribute(
      'href',
      `/admin-support-view/${CUSTOMER_ID}`,
    );
  });

  it('shows mobile, address, photo and the Admin role when present', async () => {
    renderDetails(
      {},
      makeUserDetail({
        user: {
          role: 'admin',
          mobile: '+1 555 0100',
          address: '1 Main St',
          avatarUrl: 'https://cdn.example.com/ada.png',
        },
      }),
    );
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('+1 555 0100')).toBeInTheDocument();
    expect(within(profile).getByText('1 Main St')).toBeInTheDocument();
    expect(within(profile).getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/ada.png',
    );
    expect(within(profile).getAllByText('Admin').length).toBe(2);
  });

  it('turns transfer validation on at once (progress shown); turning it off waits for approval', async () => {
    const answer = deferred<StubAnswer>();
    let call = 0;
    let applied = false;
    const requests = renderDetails({
      [`GET /admin/users/${CUSTOMER_ID}`]: () =>
        ok(makeUserDetail({ transferSettings: { stepUpRequired: applied } })),
      [`PATCH /admin/users/${CUSTOMER_ID}/transfer-settings`]: ({ body }) => {
        call += 1;
        applied = true;
        const on = (body as { stepUpRequired: boolean }).stepUpRequired;
        const settings = {
          stepUpRequired: true,
          limitTier: 'standard',
          suspendedReason: null,
          pinSet: true,
          pinLocked: false,
        };
        const request = on
          ? null
          : makeChangeRequest(1, {
              kind: 'transfer_settings',
              subject: {
                id: CUSTOMER_ID,
                firstName: 'ada',
                lastName: 'lovelace',
                email: 'ada@example.com',
              },
              changes: [{ field: 'stepUpRequired', before: true, after: false }],
            });
        const reply = ok({ settings, request });
        return call === 1 ? answer.promise.then(() => reply) : reply;
      },
    });
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: 'Allow Transfer Validation' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toBeInTheDocument();
    expect(toggle).toBeDisabled();
    await act(async () => answer.resolve(ok()));
    expect(toggle).toBeChecked();
    expect(useToasts.getState().current).toMatchObject({ title: 'Allowed', severity: 'success' });
    expect(
      sent(requests, 'PATCH', `/admin/users/${CUSTOMER_ID}/transfer-settings`)[0].body,
    ).toEqual({ stepUpRequired: true });

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Turn off transfer validation?' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Asked by the customer',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Sent for approval' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Allow Transfer Validation' })).toBeChecked();
    expect(
      sent(requests, 'PATCH', `/admin/users/${CUSTOMER_ID}/transfer-settings`)[1].body,
    ).toEqual({
      stepUpRequired: false,
      reason: 'Asked by the customer',
    });
  });

  it('keeps the switch as it was and says so when saving fails', async () => {
    renderDetails({
      [`PATCH /admin/users/${CUSTOMER_ID}/transfer-settings`]: apiError(
        403,
        'FORBIDDEN',
        'Staff only.',
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Allow Transfer Validation' }));
    expect(
      await screen.findByRole('switch', { name: 'Allow Transfer Validation' }),
    ).not.toBeChecked();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Settings failed',
      description: 'Staff only.',
      severity: 'error',
    });
  });

  it('shows the accounts, each opening the admin account details, or says there are none', async () => {
    renderDetails();
    const accounts = await screen.findByRole('region', { name: 'User Accounts' });
    const link = within(accounts).getByRole('link', {
      name: /^Everyday Checking, Checking ending in 4821/,
    });
    expect(link).toHaveAttribute('href', `/admin-account-details/${CHECKING_ID}/${CUSTOMER_ID}`);
    expect(within(link).getByText('•••• 4821')).toBeInTheDocument();
    expect(within(link).getByText('Active')).toBeInTheDocument();
    expect(within(link).getByText('$2,500.00')).toBeInTheDocument();
  });

  it('says when the user has no accounts', async () => {
    renderDetails({}, makeUserDetail({ accounts: [] }));
    expect(await screen.findByText('No accounts found for this user')).toBeInTheDocument();
  });

  it('lists transactions with signed amounts, status and actions', async () => {
    const requests = renderDetails();
    await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table())
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Description', 'Category', 'Amount', 'Status', 'Actions']);
    expect(within(rowOf('Coffee shop')).getByText('\u2212$4.50')).toBeInTheDocument();
    expect(within(rowOf('Salary March')).getByText('+$3,000.00')).toBeInTheDocument();
    expect(within(rowOf('To savings')).getByText('\u2212$500.00')).toBeInTheDocument();
    expect(within(rowOf('Held rent')).getByText('Under review')).toBeInTheDocument();
    expect(
      within(rowOf('Coffee shop')).getByRole('link', { name: 'Edit details of Coffee shop' }),
    ).toHaveAttribute('href', `/edit-transaction/${HISTORY[0].id}/${CUSTOMER_ID}`);
    // Only posted lines can be reversed.
    expect(
      within(rowOf('Held rent')).queryByRole('button', { name: /Reverse/ }),
    ).not.toBeInTheDocument();
    expect(requests.find((request) => request.url.endsWith('/transactions'))?.params).toMatchObject(
      { sort: 'date', order: 'desc', limit: 20 },
    );
  });

  it('filters by type and sorts by amount (highest first) or description (A–Z)', async () => {
    const requests = renderDetails();
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Transactions' });
    await choose(user, screen.getByRole('combobox', { name: 'Type' }), 'Credit');
    expect(await screen.findByText('Showing 1 of 1 transactions')).toBeInTheDocument();
    expect(within(table()).getByText('Salary March')).toBeInTheDocument();
    await choose(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Amount');
    expect(requests.at(-1)?.params).toMatchObject({
      type: 'credit',
      sort: 'amount',
      order: 'desc',
    });
    await choose(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Description');
    expect(requests.at(-1)?.params).toMatchObject({ sort: 'description', order: 'asc' });
    await choose(user, screen.getByRole('combobox', { name: 'Type' }), 'Transfer');
    expect(await screen.findByText('Showing 2 of 2 transactions')).toBeInTheDocument();
  });

  it('searches description or category after a pause in typing, and says when nothing matches', async () => {
    jest.useFakeTimers();
    const requests = renderDetails();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await act(() => jest.advanceTimersByTimeAsync(0));
    await fill(user, screen.getByRole('searchbox', { name: 'Search transactions' }), 'INCOME');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(requests.at(-1)?.params).toMatchObject({ search: 'INCOME' });
    expect(screen.getByText('Showing 1 of 1 transactions')).toBeInTheDocument();
    await fill(
      user,
      screen.getByRole('searchbox', { name: 'Search transactions' }),
      'nothing like it',
    );
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByText('No transactions found matching your criteria.')).toBeInTheDocument();
  });

  it('reverses a line only with a reason, explaining that the original stays, then refetches', async () => {
    const requests = renderDetails({
      [`POST /admin/transactions/${HISTORY[0].id}/reverse`]: ok({
        original: { ...HISTORY[0], status: 'reversed' },
        reversals: [
          makeTransaction(9, {
            type: 'credit',
            amountMinor: 450,
            description: 'Reversal: Coffee shop',
          }),
        ],
      }),
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Transactions' });
    await user.click(
      within(rowOf('Coffee shop')).getByRole('button', { name: 'Reverse Coffee shop' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reverse this transaction?' });
    expect(
      within(dialog).getByText(/the original entry stays on the statement, marked reversed/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/transactions/${HISTORY[0].id}/reverse`)).toHaveLength(0);

    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Charged twice by the merchant',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(useToasts.getState().current).toMatchObject({ title: 'Reversed' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(sent(requests, 'GET', `/admin/users/${CUSTOMER_ID}/transactions`)).toHaveLength(2),
    );
    expect(sent(requests, 'POST', `/admin/transactions/${HISTORY[0].id}/reverse`)[0].body).toEqual({
      reason: 'Charged twice by the merchant',
    });
    expect(useToasts.getState().current).toMatchObject({ title: 'Reversed', severity: 'success' });
    expect(sent(requests, 'GET', `/admin/users/${CUSTOMER_ID}/transactions`)).toHaveLength(2);
    expect(sent(requests, 'GET', `/admin/users/${CUSTOMER_ID}`)).toHaveLength(2);
  });

  it('shows why a reversal was refused, in the dialog', async () => {
    renderDetails({
      [`POST /admin/transactions/${HISTORY[2].id}/reverse`]: apiError(
        409,
        'TRANSFERS_INSUFFICIENT_FUNDS',
        'The recipient account has $12.00.',
      ),
    });
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Transactions' });
    await user.click(
      within(rowOf('To savings')).getByRole('button', { name: 'Reverse To savings' }),
    );
    const dialog = screen.getByRole('dialog');
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Sent in error');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      "The recipient account has $12.00. The recipient no longer holds the money, so this transfer can't be reversed now.",
    );
  });

  it('says when the user does not exist, and offers Retry on other failures', async () => {
    renderDetails({
      [`GET /admin/users/${CUSTOMER_ID}`]: apiError(404, 'ADMIN_NOT_FOUND', 'No such user'),
    });
    expect(
      await screen.findByText("We couldn't find this user. The link may be wrong."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'User Details' })).toBeInTheDocument();
  });

  it('offers Retry when the user fails to load', async () => {
    let fail = true;
    renderDetails({
      [`GET /admin/users/${CUSTOMER_ID}`]: () => (fail ? 'network-error' : ok(makeUserDetail())),
    });
    const user = userEvent.setup();
    expect(await screen.findByText("We couldn't load this user.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' }),
    ).toBeInTheDocument();
  });
});
