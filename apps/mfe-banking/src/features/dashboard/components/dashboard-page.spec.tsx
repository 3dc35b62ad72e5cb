import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok, renderPage, stubApi } from '@vaultline/testing';
import {
  checking,
  makeTransaction,
  savings,
  signIn,
  summary,
  transactionPage,
} from '../../../test/fixtures';
import { insightsFor } from '../../../test/insights-fixtures';
import { DashboardPage } from './dashboard-page';

const ALL = Array.from({ length: 12 }, (_, index) => makeTransaction(index + 1));

function stubDashboard() {
  return stubApi({
    'GET /accounts/summary': ok(summary),
    'GET /insights': ok(insightsFor(1)),
    'GET /transactions': ({ params }) => {
      const offset = Number(params.offset ?? 0);
      return ok(transactionPage(ALL.slice(offset, offset + Number(params.limit)), ALL.length));
    },
  });
}

function renderDashboard() {
  renderPage(<DashboardPage />, { path: '/dashboard' });
}

describe('DashboardPage', () => {
  it('welcomes the customer by capitalised name and shows the three figures from the API', async () => {
    signIn({ firstName: 'ada', lastName: 'lovelace' });
    stubDashboard();
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Ada Lovelace!')).toBeInTheDocument();
    expect(await screen.findByText('$12,500.50')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Total Balance' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Total Transaction' }).nextSibling,
    ).toHaveTextContent('12');
    expect(screen.getByRole('heading', { name: 'Active Accounts' }).nextSibling).toHaveTextContent(
      '2',
    );
    expect(screen.getByRole('link', { name: 'Quick Transfer' })).toHaveAttribute(
      'href',
      '/transfer',
    );
  });

  it('pages recent activity 5 at a time with "Showing x - y of n transactions"', async () => {
    signIn();
    const requests = stubDashboard();
    const user = userEvent.setup();
    renderDashboard();
    const list = await screen.findByRole('list', { name: 'Recent transactions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Showing 1 - 5 of 12 transactions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Go to page 3' }));
    expect(await screen.findByText('Showing 11 - 12 of 12 transactions')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Recent transactions' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    expect(
      requests
        .filter((request) => request.url === '/transactions')
        .map((request) => request.params),
    ).toEqual([
      { sort: 'date', order: 'desc', limit: 5, offset: 0 },
      { sort: 'date', order: 'desc', limit: 5, offset: 10 },
    ]);
    expect(screen.getByRole('link', { name: 'View All' })).toHaveAttribute('href', '/transactions');
  });

  it('says "No recent transactions." when there are none', async () => {
    signIn();
    stubApi({
      'GET /accounts/summary': ok({ totalBalanceMinor: 0, transactionCount: 0, activeAccounts: 0 }),
      'GET /transactions': ok(transactionPage([])),
    });
    renderDashboard();
    expect(await screen.findByText('No recent transactions.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the activity fails, and loads on retry', async () => {
    signIn();
    let fail = true;
    stubApi({
      'GET /accounts/summary': ok(summary),
      'GET /insights': ok(insightsFor(1)),
      'GET /transactions': () =>
        fail
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.')
          : ok(transactionPage([makeTransaction(1)])),
    });
    const user = userEvent.setup();
    renderDashboard();
    expect(await screen.findByText("We couldn't load your recent activity.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 1 - 1 of 1 transactions')).toBeInTheDocument();
  });

  it('opens an honest coming-soon dialog for Request Money; Deposit goes to check deposit', async () => {
    signIn();
    stubDashboard();
    const user = userEvent.setup();
    renderDashboard();
    expect(screen.getByRole('link', { name: 'Send Money' })).toHaveAttribute('href', '/transfer');
    await user.click(screen.getByRole('button', { name: 'Request Money' }));
    expect(
      screen.getByRole('dialog', { name: 'Request Money is coming soon' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    expect(await screen.findByRole('link', { name: 'Deposit' })).toHaveAttribute(
      'href',
      '/deposit-check',
    );
  });

  it('names each account below zero with why, and offers Add Money', async () => {
    signIn();
    stubApi({
      'GET /accounts/summary': ok({ ...summary, totalBalanceMinor: -2_500 }),
      'GET /accounts': ok({
        accounts: [
          { ...checking, balanceMinor: -2_500 },
          { ...savings, balanceMinor: 0 },
        ],
      }),
      'GET /transactions': ok(transactionPage([])),
    });
    renderDashboard();
    expect(await screen.findByText('-$25.00')).toBeInTheDocument();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Everyday Checking •••• 4821');
    expect(alert).toHaveTextContent(
      'This account is below zero because money you added was returned by the other bank.',
    );
    expect(within(alert).getByRole('link', { name: 'Add money' })).toHaveAttribute(
      'href',
      '/add-money',
    );
    expect(screen.getByRole('link', { name: 'Add Money' })).toHaveAttribute('href', '/add-money');
  });

  it('offers Add money where the open accounts hold nothing', async () => {
    signIn();
    stubApi({
      'GET /accounts/summary': ok({ ...summary, totalBalanceMinor: 0 }),
      'GET /accounts': ok({ accounts: [{ ...checking, balanceMinor: 0 }] }),
      'GET /transactions': ok(transactionPage([])),
    });
    renderDashboard();
    expect(await screen.findByText(/Your accounts hold \$0\.00/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add money' })).toHaveAttribute('href', '/add-money');
  });
});
