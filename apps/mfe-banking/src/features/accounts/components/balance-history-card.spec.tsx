import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok, renderPage, stubApi } from '@vaultline/testing';
import { CHECKING_ID, makeAccountDetail, signIn } from '../../../test/fixtures';
import { balanceHistory } from '../../../test/insights-fixtures';
import { AccountDetailsPage } from './account-details-page';
import { BalanceHistoryCard } from './balance-history-card';

const HISTORY_URL = `GET /accounts/${CHECKING_ID}/balance-history`;

describe('BalanceHistoryCard', () => {
  it('draws the last 90 days of the balance with a table of each day’s closing balance and change', async () => {
    signIn();
    const requests = stubApi({ [HISTORY_URL]: ok(balanceHistory(CHECKING_ID)) });
    const { container } = renderPage(<BalanceHistoryCard accountId={CHECKING_ID} />, {
      path: '/account-details/:accountId',
      url: `/account-details/${CHECKING_ID}`,
    });
    const region = screen.getByRole('region', { name: 'Balance over time (last 90 days)' });
    expect(within(region).getByRole('status', { name: 'Loading balance history' })).toBeVisible();
    const table = await within(region).findByRole('table', {
      name: 'Closing balance per day (UTC), 2026-01-01 to 2026-03-31',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(90);
    const cells = (row: HTMLElement) =>
      [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent);
    expect(cells(rows[0])).toEqual(['2026-01-01', '$1,000.00', '$0.00']);
    expect(cells(rows[89])).toEqual(['2026-03-31', '$1,250.50', '+$250.50']);
    expect(requests.map((request) => request.params)).toEqual([{ days: 90 }]);
    await waitFor(() =>
      expect(container.querySelector('svg.MuiChartsSvgLayer-root')).toBeInTheDocument(),
    );
  });

  it('shows the error with Retry, and the history once it loads', async () => {
    signIn();
    let fail = true;
    stubApi({
      [HISTORY_URL]: () =>
        fail
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.')
          : ok(balanceHistory(CHECKING_ID)),
    });
    const user = userEvent.setup();
    renderPage(<BalanceHistoryCard accountId={CHECKING_ID} />, { path: '/' });
    expect(await screen.findByText("We couldn't load the balance history.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('table', { name: /Closing balance per day/ }),
    ).toBeInTheDocument();
  });

  it('sits on the account details page, under the balance', async () => {
    signIn();
    stubApi({
      [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail()),
      [HISTORY_URL]: ok(balanceHistory(CHECKING_ID)),
    });
    renderPage(<AccountDetailsPage />, {
      path: '/account-details/:accountId',
      url: `/account-details/${CHECKING_ID}`,
    });
    expect(
      await screen.findByRole('region', { name: 'Balance over time (last 90 days)' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('table', { name: /Closing balance per day/ }),
    ).toBeInTheDocument();
  });
});
