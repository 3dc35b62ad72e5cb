import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, ok, renderPage, stubApi } from '@vaultline/testing';
import { signIn } from '../../../test/fixtures';
import { insightsFor, quietInsights } from '../../../test/insights-fixtures';
import { ThisMonthCard } from './this-month-card';

function renderCard() {
  return renderPage(<ThisMonthCard />, { path: '/dashboard' });
}

describe('ThisMonthCard', () => {
  it('shows this month’s income, spending and top categories beside a small chart, and links to the insights', async () => {
    signIn();
    const requests = stubApi({ 'GET /insights': ok(insightsFor(1)) });
    const { container } = renderCard();
    expect(screen.getByRole('status', { name: 'Loading this month' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'March 2026 so far, with the top categories',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent)),
    ).toEqual([
      ['Income', '$3,000.00'],
      ['Spending', '$450.25'],
      ['Spending: Transfer', '$400.00'],
      ['Spending: Cash withdrawal', '$50.25'],
    ]);
    expect(requests.map((request) => request.params)).toEqual([{ months: 1 }]);
    expect(screen.getByRole('link', { name: 'See insights' })).toHaveAttribute('href', '/insights');
    await waitFor(() =>
      expect(container.querySelector('svg.MuiChartsSvgLayer-root')).toBeInTheDocument(),
    );
  });

  it('says when nothing completed this month yet', async () => {
    signIn();
    stubApi({ 'GET /insights': ok(quietInsights(1)) });
    renderCard();
    expect(
      await screen.findByText('No completed transactions in March 2026 yet.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry', async () => {
    signIn();
    let fail = true;
    stubApi({
      'GET /insights': () =>
        fail ? apiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.') : ok(insightsFor(1)),
    });
    const user = userEvent.setup();
    renderCard();
    expect(await screen.findByText("We couldn't load this month's figures.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: /March 2026 so far/ })).toBeInTheDocument();
  });
});
