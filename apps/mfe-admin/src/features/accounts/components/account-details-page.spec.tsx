import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, fill, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { CHECKING_ID, CUSTOMER_ID, makeAccountDetail, signInStaff } from '../../../test/fixtures';
import { AccountDetailsPage } from './account-details-page';

function renderDetails(routes: Parameters<typeof stubApi>[0] = {}, account = makeAccountDetail()) {
  signInStaff();
  const requests = stubApi({ [`GET /admin/accounts/${CHECKING_ID}`]: ok(account), ...routes });
  renderPage(<AccountDetailsPage />, {
    path: '/admin-account-details/:accountId/:userId',
    url: `/admin-account-details/${CHECKING_ID}/${CUSTOMER_ID}`,
  });
  return requests;
}

describe('AccountDetailsPage', () => {
  it('shows the name, masked number, status, balance, actions and the account information', async () => {
    renderDetails();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Everyday Checking' }),
    ).toBeInTheDocument();
    expect(screen.getByText('•••• 4821')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.getByText('$2,500.00')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Account Information' });
    expect(within(info).getByText('Checking')).toBeInTheDocument();
    expect(within(info).getByText('1002003004821')).toBeInTheDocument();
    expect(within(info).getByText('021000021')).toBeInTheDocument();
    expect(within(info).getByText('2026-01-15')).toBeInTheDocument();
    expect(
      within(info).getByRole('link', { name: 'Ada Lovelace (ada@example.com)' }),
    ).toHaveAttribute('href', `/admin-user-details/${CUSTOMER_ID}`);
    expect(screen.getByRole('link', { name: 'Post Adjustment' })).toHaveAttribute(
      'href',
      `/admin-update-account/${CHECKING_ID}/${CUSTOMER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Back to User Details' })).toHaveAttribute(
      'href',
      `/admin-user-details/${CUSTOMER_ID}`,
    );
  });

  it('explains the zero-balance rule when closing is refused', async () => {
    const requests = renderDetails({
      [`POST /admin/accounts/${CHECKING_ID}/close`]: apiError(
        409,
        'ADMIN_BALANCE_NOT_ZERO',
        'The balance is not zero.',
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Account' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'Customer request');
    await user.click(within(dialog).getByRole('button', { name: 'Close Account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /only be closed at a \$0\.00 balance; this one shows \$2,500\.00/,
    );
    expect(sent(requests, 'POST', `/admin/accounts/${CHECKING_ID}/close`)[0].body).toEqual({
      reason: 'Customer request',
    });
  });

  it('closes an empty account with a reason and goes back to the user', async () => {
    renderDetails(
      {
        [`POST /admin/accounts/${CHECKING_ID}/close`]: ok(
          makeAccountDetail({
            balanceMinor: 0,
            status: 'closed',
            closedAt: '2026-03-10T00:00:00.000Z',
          }),
        ),
      },
      makeAccountDetail({ balanceMinor: 0 }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close Account' }));
    await fill(user, screen.getByRole('textbox', { name: /Reason/ }), 'Customer request');
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close Account' }),
    );
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      `/admin-user-details/${CUSTOMER_ID}`,
    );
    expect(useToasts.getState().current).toMatchObject({
      title: 'Account Closed',
      severity: 'success',
    });
  });

  it('offers no adjustment or close for a closed account', async () => {
    renderDetails(
      {},
      makeAccountDetail({
        status: 'closed',
        balanceMinor: 0,
        closedAt: '2026-03-10T00:00:00.000Z',
      }),
    );
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close Account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Post Adjustment' })).not.toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();
  });

  it('says when the account does not exist', async () => {
    renderDetails({
      [`GET /admin/accounts/${CHECKING_ID}`]: apiError(404, 'ADMIN_NOT_FOUND', 'Not found'),
    });
    expect(
      await screen.findByText("We couldn't find this account. The link may be wrong."),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
  });

  it("opens the owner's statements through the audited staff route", async () => {
    URL.createObjectURL = jest.fn(() => 'blob:statement');
    URL.revokeObjectURL = jest.fn();
    const click = jest
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const base = `/admin/users/${CUSTOMER_ID}/accounts/${CHECKING_ID}/statements`;
    const statement = {
      id: '00000000-0000-4000-8000-000000007001',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      openingBalanceMinor: 0,
      closingBalanceMinor: 250_000,
      moneyInMinor: 250_000,
      moneyOutMinor: 0,
      lineCount: 3,
      sha256: 'b'.repeat(64),
      createdAt: '2026-11-01T00:05:00.000Z',
    };
    const requests = renderDetails({
      [`GET ${base}`]: ok({ statements: [statement] }),
      [`GET ${base}/${statement.id}`]: ok(new Blob(['a,b'])),
    });
    const user = userEvent.setup();
    const monthly = await screen.findByRole('region', { name: 'Monthly Statements' });
    await user.click(
      await within(monthly).findByRole('button', {
        name: 'Download October 2026 statement as CSV',
      }),
    );
    await waitFor(() => expect(sent(requests, 'GET', `${base}/${statement.id}`)).toHaveLength(1));
    expect(sent(requests, 'GET', `${base}/${statement.id}`)[0].params).toEqual({ format: 'csv' });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });
});
