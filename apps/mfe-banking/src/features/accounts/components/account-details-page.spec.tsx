import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import {
  CHECKING_ID,
  makeAccountDetail,
  makeTransaction,
  signIn,
  transactionPage,
} from '../../../test/fixtures';
import { AccountDetailsPage } from './account-details-page';

function renderDetails(id = CHECKING_ID) {
  renderPage(<AccountDetailsPage />, {
    path: '/account-details/:accountId',
    url: `/account-details/${id}`,
  });
}

describe('AccountDetailsPage', () => {
  it("lists this account's own transactions, with the history's filters and no account choice", async () => {
    signIn();
    const requests = stubApi({
      [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail()),
      'GET /transactions': ok(transactionPage([makeTransaction(1)], 1, null)),
    });
    renderDetails();
    const history = await screen.findByRole('region', { name: 'Transactions' });
    expect(await within(history).findByText('Coffee shop 1')).toBeInTheDocument();
    expect(within(history).getByLabelText('From')).toBeInTheDocument();
    expect(within(history).queryByRole('combobox', { name: 'Account' })).not.toBeInTheDocument();
    const asked = requests.filter((request) => request.url === '/transactions');
    expect(asked.map((request) => request.params.accountId)).toEqual([CHECKING_ID]);
  });

  it('shows the balance, actions and the full account information', async () => {
    signIn();
    stubApi({ [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail()) });
    renderDetails();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Everyday Checking' }),
    ).toBeInTheDocument();
    expect(screen.getByText('•••• 4821')).toBeInTheDocument();
    expect(screen.getByText('$2,500.00')).toBeInTheDocument();
    const info = screen.getByRole('region', { name: 'Account Information' });
    expect(within(info).getByText('Checking')).toBeInTheDocument();
    expect(within(info).getByText('1002003004821')).toBeInTheDocument();
    expect(within(info).getByText('021000021')).toBeInTheDocument();
    expect(within(info).getByText('2026-01-15')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Transfer Money' })).toHaveAttribute(
      'href',
      `/transfer?from=${CHECKING_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Accounts' })).toHaveAttribute(
      'href',
      '/accounts',
    );
  });

  it('explains the zero-balance rule with the remaining amount when closing is refused, and offers a transfer', async () => {
    signIn();
    const requests = stubApi({
      [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail()),
      [`POST /accounts/${CHECKING_ID}/close`]: apiError(
        409,
        'ACCOUNTS_BALANCE_NOT_ZERO',
        'This account still holds $2,500.00.',
        {
          balanceMinor: 250_000,
        },
      ),
    });
    const user = userEvent.setup();
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Close Account' }));
    const dialog = screen.getByRole('dialog', { name: 'Close account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close Account' }));
    expect(
      await within(dialog).findByText('This account still holds $2,500.00.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText(/Move the remaining \$2,500\.00 to another account first/),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Transfer Money' })).toHaveAttribute(
      'href',
      `/transfer?from=${CHECKING_ID}`,
    );
    expect(sent(requests, 'POST', `/accounts/${CHECKING_ID}/close`)).toHaveLength(1);
  });

  it('closes an empty account after confirmation and goes to /accounts', async () => {
    signIn();
    stubApi({
      [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail({ balanceMinor: 0 })),
      [`POST /accounts/${CHECKING_ID}/close`]: ok(
        makeAccountDetail({
          balanceMinor: 0,
          status: 'closed',
          closedAt: '2026-03-01T00:00:00.000Z',
        }),
      ),
    });
    const user = userEvent.setup();
    renderDetails();
    await user.click(await screen.findByRole('button', { name: 'Close Account' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close Account' }),
    );
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/accounts',
    );
    expect(useToasts.getState().current).toMatchObject({
      title: 'Account Closed',
      severity: 'success',
    });
  });

  it('says when the account does not exist (404)', async () => {
    signIn();
    stubApi({
      [`GET /accounts/${CHECKING_ID}`]: apiError(404, 'ACCOUNTS_NOT_FOUND', 'Account not found'),
    });
    renderDetails();
    expect(await screen.findByText(/We couldn't find this account/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Account Details' })).toBeInTheDocument();
  });

  it('shows a balance below zero with its minus sign, why, and how to bring it back', async () => {
    signIn();
    stubApi({ [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail({ balanceMinor: -1_234 })) });
    renderDetails();
    expect(await screen.findByText('-$12.34')).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'This account is below zero because money you added was returned by the other bank. Add money to bring it back above zero; until then no money can leave it.',
    );
    expect(within(alert).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/add-money',
    );
  });

  it('shows no below-zero alert for a balance at or above zero', async () => {
    signIn();
    stubApi({ [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail({ balanceMinor: 0 })) });
    renderDetails();
    expect(await screen.findByText('$0.00')).toBeInTheDocument();
    expect(screen.queryByText(/below zero/)).toBeNull();
  });
});
