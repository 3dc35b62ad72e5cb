import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiError, choose, ok, renderPage, stubApi } from '@vaultline/testing';
import { signIn } from '../../../test/fixtures';
import { insightsFor, quietInsights } from '../../../test/insights-fixtures';
import { InsightsPage } from './insights-page';

function stubInsights() {
  return stubApi({ 'GET /insights': ({ params }) => ok(insightsFor(Number(params.months))) });
}

function renderInsights() {
  return renderPage(<InsightsPage />, { path: '/insights' });
}

/** The table's rows below its header row, as the cells' text. */
function bodyRows(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...(row as HTMLTableRowElement).cells].map((cell) => cell.textContent ?? ''));
}

describe('InsightsPage', () => {
  it('shows six months of income and spending as a chart and a table with the API’s figures', async () => {
    signIn();
    const requests = stubInsights();
    const { container } = renderInsights();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Spending insights' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading insights' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Income and spending per month, October 2025 to March 2026',
    });
    expect(bodyRows(table)).toEqual([
      ['October 2025', '$1,000.00', '$25.00'],
      ['November 2025', '$0.00', '$0.00'],
      ['December 2025', '$0.00', '$0.00'],
      ['January 2026', '$2,500.00', '$1,200.50'],
      ['February 2026', '$0.00', '$0.00'],
      ['March 2026', '$3,000.00', '$450.25'],
    ]);
    expect(screen.getByText('$6,500.00 in, $1,675.75 out')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '6 months' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(requests.map((request) => [request.url, request.params])).toEqual([
      ['/insights', { months: 6 }],
    ]);
    // The charts load on their own (React.lazy) and draw into an svg the table stands in for.
    await waitFor(() =>
      expect(container.querySelectorAll('svg.MuiChartsSvgLayer-root')).toHaveLength(2),
    );
    for (const svg of container.querySelectorAll('svg.MuiChartsSvgLayer-root'))
      expect(svg.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('shows the table to everyone with "Show as table"', async () => {
    signIn();
    stubInsights();
    const user = userEvent.setup();
    renderInsights();
    await screen.findByRole('table', { name: /Income and spending per month/ });
    const [toggle] = screen.getAllByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Hide table');
    const table = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(table).toContainElement(screen.getByRole('table', { name: /Income and spending/ }));
  });

  it('asks for 3 or 12 months when the period changes', async () => {
    signIn();
    const requests = stubInsights();
    const user = userEvent.setup();
    renderInsights();
    await screen.findByRole('table', { name: /Income and spending per month/ });
    await user.click(screen.getByRole('button', { name: '3 months' }));
    const table = await screen.findByRole('table', {
      name: 'Income and spending per month, January 2026 to March 2026',
    });
    expect(bodyRows(table)).toHaveLength(3);
    await user.click(screen.getByRole('button', { name: '12 months' }));
    expect(
      await screen.findByRole('table', { name: /April 2025 to March 2026/ }),
    ).toBeInTheDocument();
    expect(requests.map((request) => request.params.months)).toEqual([6, 3, 12]);
  });

  it('shows the latest month’s spending by category, and another month when chosen', async () => {
    signIn();
    stubInsights();
    const user = userEvent.setup();
    renderInsights();
    const march = await screen.findByRole('table', { name: 'Spending by category, March 2026' });
    expect(bodyRows(march)).toEqual([
      ['Transfer', '$400.00'],
      ['Cash withdrawal', '$50.25'],
    ]);
    expect(screen.getByText('$450.25 spent')).toBeInTheDocument();
    await choose(user, screen.getByRole('combobox', { name: 'Month' }), 'January 2026');
    const january = await screen.findByRole('table', {
      name: 'Spending by category, January 2026',
    });
    expect(bodyRows(january)).toEqual([
      ['Rent', '$1,000.00'],
      ['Groceries', '$200.50'],
    ]);
    await choose(user, screen.getByRole('combobox', { name: 'Month' }), 'February 2026');
    expect(screen.getByText('No spending in February 2026.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: /Spending by category/ })).not.toBeInTheDocument();
  });

  it('says so when the period has no completed transaction', async () => {
    signIn();
    stubApi({ 'GET /insights': ({ params }) => ok(quietInsights(Number(params.months))) });
    renderInsights();
    expect(
      await screen.findByText('No completed transactions in this period yet'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the error with Retry, and the figures once the retry succeeds', async () => {
    signIn();
    let fail = true;
    stubApi({
      'GET /insights': ({ params }) =>
        fail
          ? apiError(503, 'SERVICE_UNAVAILABLE', 'Try again shortly.')
          : ok(insightsFor(Number(params.months))),
    });
    const user = userEvent.setup();
    renderInsights();
    expect(await screen.findByText("We couldn't load your insights.")).toBeInTheDocument();
    expect(screen.getByText(/Try again shortly\./)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('table', { name: /Income and spending per month/ }),
    ).toBeInTheDocument();
  });
});
