import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  checking,
  choose,
  fill,
  ok,
  type RecordedRequest,
  renderPage,
  savings,
  setScreenWidth,
  stubApi,
} from '@vaultline/testing';
import { makeTransaction, signIn, transactionPage } from '../../../test/fixtures';
import { TransactionsPage } from './transactions-page';

/** 120 lines: every third a credit, every fifth a transfer, the rest debits. */
const HISTORY: Transaction[] = Array.from({ length: 120 }, (_, index) => {
  const n = index + 1;
  if (n % 3 === 0)
    return makeTransaction(n, {
      type: 'credit',
      amountMinor: n * 100,
      description: `Salary ${n}`,
      status: 'completed',
    });
  if (n % 5 === 0)
    return makeTransaction(n, {
      type: 'transfer',
      amountMinor: -n * 100,
      description: `To savings ${n}`,
      status: 'pending',
    });
  return makeTransaction(n);
});

/** A small /transactions over HISTORY: search, type, cursor = index of the next item. */
function answer({ params }: RecordedRequest) {
  const search = String(params.search ?? '').toLowerCase();
  const items = HISTORY.filter(
    (item) =>
      (!params.type || item.type === params.type) &&
      item.description.toLowerCase().includes(search),
  );
  const start = Number(params.cursor ?? 0);
  const end = start + Number(params.limit);
  return ok(
    transactionPage(items.slice(start, end), items.length, end < items.length ? String(end) : null),
  );
}

/** The page at `url` (filters in its query string); answers the history requests it makes. */
function renderHistory(url = '/transactions') {
  signIn();
  const requests = stubApi({
    'GET /transactions': answer,
    'GET /transactions/export': ok('"Date (UTC)"\r\n'),
    'GET /accounts': ok({ accounts: [checking, savings] }),
  });
  renderPage(<TransactionsPage />, { path: '/transactions', url });
  return {
    history: () => requests.filter((request) => request.url === '/transactions'),
    exports: () => requests.filter((request) => request.url === '/transactions/export'),
  };
}

const lines = () =>
  within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');

describe('TransactionsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows cards on small screens and loads more pages by cursor', async () => {
    const requests = renderHistory().history;
    const user = userEvent.setup();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Transaction History' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Showing 50 of 120 transactions')).toBeInTheDocument();
    expect(lines()).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 100 of 120 transactions')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 120 of 120 transactions')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests().map((request) => request.params.cursor)).toEqual([undefined, '50', '100']);
    expect(requests()[0].params).toMatchObject({ sort: 'date', order: 'desc', limit: 50 });
  });

  it('shows a table with Date, Description, Category, Amount and Status on wide screens, with signed coloured amounts', async () => {
    setScreenWidth(1280);
    renderHistory();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Date', 'Description', 'Category', 'Amount', 'Status']);
    const salary = within(table).getByText('Salary 3').closest('tr') as HTMLElement;
    expect(within(salary).getByText('+$3.00')).toBeInTheDocument();
    expect(within(salary).getByText('Completed')).toBeInTheDocument();
    const transfer = within(table).getByText('To savings 5').closest('tr') as HTMLElement;
    expect(within(transfer).getByText('\u2212$5.00')).toBeInTheDocument();
    expect(within(transfer).getByText('Pending')).toBeInTheDocument();
    expect(within(table).getByText('Coffee shop 1').closest('tr')).toHaveTextContent('2026-03-02');
  });

  it('filters by type and sorts, starting again from the first page', async () => {
    const requests = renderHistory().history;
    const user = userEvent.setup();
    await screen.findByText('Showing 50 of 120 transactions');
    await choose(user, screen.getByRole('combobox', { name: 'Type' }), 'Credit');
    expect(await screen.findByText('Showing 40 of 40 transactions')).toBeInTheDocument();
    await choose(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Description');
    await screen.findByText('Showing 40 of 40 transactions');
    expect(requests().at(-1)?.params).toMatchObject({
      type: 'credit',
      sort: 'description',
      order: 'asc',
    });
    expect(requests().at(-1)?.params.cursor).toBeUndefined();
    await choose(user, screen.getByRole('combobox', { name: 'Sort by' }), 'Amount');
    expect(requests().at(-1)?.params).toMatchObject({ sort: 'amount', order: 'desc' });
  });

  it('searches after a pause in typing and says when nothing matches', async () => {
    jest.useFakeTimers();
    const requests = renderHistory().history;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await act(() => jest.advanceTimersByTimeAsync(0));
    await fill(user, screen.getByRole('searchbox', { name: 'Search transactions' }), 'salary 1');
    expect(requests()).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(requests().at(-1)?.params).toMatchObject({ search: 'salary 1' });
    await fill(user, screen.getByRole('searchbox', { name: 'Search transactions' }), 'nothing');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(screen.getByText('No transactions found matching your criteria.')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search transactions...')).toBeInTheDocument();
  });

  it('says what a search looked for: a reference by its start, or words in descriptions', async () => {
    signIn();
    const searched = {
      '1a2b3c': { referencePrefix: '1A2B3C', contains: null },
      coffee: { referencePrefix: null, contains: 'coffee' },
      'coffee 1a2b3c': { referencePrefix: '1A2B3C', contains: 'coffee' },
    } as const;
    stubApi({
      'GET /transactions': ({ params }) => {
        const searchedFor = searched[params.search as keyof typeof searched] ?? null;
        const searchedAs = searchedFor?.referencePrefix
          ? 'reference_prefix'
          : 'description_contains';
        return ok({
          ...transactionPage(HISTORY.slice(0, 1)),
          searchedAs: searchedFor ? searchedAs : null,
          searchedFor,
        });
      },
    });
    const shown = async (url: string, words: string) => {
      const { unmount } = renderPage(<TransactionsPage />, { path: '/transactions', url });
      expect(await screen.findByText(words)).toBeInTheDocument();
      unmount();
    };
    await shown('/transactions?q=1a2b3c', 'Reference starting with “1A2B3C”');
    await shown('/transactions?q=coffee', 'Description contains “coffee”');
    await shown(
      '/transactions?q=coffee%201a2b3c',
      'Reference starting with “1A2B3C” and description contains “coffee”',
    );
    renderPage(<TransactionsPage />, { path: '/transactions' });
    await screen.findByText('Showing 1 of 1 transactions');
    expect(screen.queryByText(/starting with|contains/)).not.toBeInTheDocument();
  });

  it('offers Retry when the history fails to load', async () => {
    signIn();
    let fail = true;
    stubApi({ 'GET /transactions': (request) => (fail ? 'network-error' : answer(request)) });
    const user = userEvent.setup();
    renderPage(<TransactionsPage />, { path: '/transactions' });
    expect(await screen.findByText("We couldn't load your transactions.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 50 of 120 transactions')).toBeInTheDocument();
  });

  it('keeps what is loaded when a further page fails, and retries it', async () => {
    signIn();
    let failMore = true;
    stubApi({
      'GET /transactions': (request) =>
        request.params.cursor && failMore ? 'network-error' : answer(request),
    });
    const user = userEvent.setup();
    renderPage(<TransactionsPage />, { path: '/transactions' });
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText("We couldn't load more transactions.")).toBeInTheDocument();
    expect(lines()).toHaveLength(50);
    failMore = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Showing 100 of 120 transactions')).toBeInTheDocument();
  });

  it('renders only the loaded page of a very long history', async () => {
    signIn();
    stubApi({ 'GET /transactions': ok(transactionPage(HISTORY.slice(0, 50), 12_345, 'next')) });
    renderPage(<TransactionsPage />, { path: '/transactions' });
    expect(await screen.findByText('Showing 50 of 12,345 transactions')).toBeInTheDocument();
    expect(lines()).toHaveLength(50);
  });

  it('says "1,000+" when the API stopped counting a long history', async () => {
    signIn();
    stubApi({
      'GET /transactions': ok(transactionPage(HISTORY.slice(0, 50), 1_000, 'next', true)),
    });
    renderPage(<TransactionsPage />, { path: '/transactions' });
    expect(await screen.findByText('Showing 50 of 1,000+ transactions')).toBeInTheDocument();
  });

  it('reads its filters from the address, so a shared or reloaded link shows the same lines', async () => {
    const url = `/transactions?type=credit&account=${savings.id}&from=2026-03-01&to=2026-03-31`;
    const requests = renderHistory(url).history;
    await screen.findByText('Showing 40 of 40 transactions');
    expect(requests()[0].params).toMatchObject({
      type: 'credit',
      accountId: savings.id,
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-01');
    expect(screen.getByRole('combobox', { name: 'Account' })).toHaveTextContent('Rainy Day');
  });

  it('narrows by account and days, asks nothing for dates out of order, and downloads what it shows', async () => {
    const requests = renderHistory();
    const user = userEvent.setup();
    await screen.findByText('Showing 50 of 120 transactions');
    await choose(user, screen.getByRole('combobox', { name: 'Account' }), /Rainy Day/);
    expect(requests.history().at(-1)?.params).toMatchObject({ accountId: savings.id });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-09' } });
    const asked = requests.history().length;
    expect(
      await screen.findByText('Choose a start date on or before the end date to see transactions.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The start date must be on or before the end date'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    await screen.findByText('Showing 50 of 120 transactions');
    expect(requests.history().length).toBeGreaterThan(asked);
    expect(requests.history().at(-1)?.params).toMatchObject({
      accountId: savings.id,
      from: '2026-02-01',
      to: '2026-03-01',
    });
    URL.createObjectURL = jest.fn(() => 'blob:history');
    URL.revokeObjectURL = jest.fn();
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() =>
      expect(useToasts.getState().current?.title).toBe('Transactions Downloaded'),
    );
    expect(requests.exports()[0].params).toEqual({
      accountId: savings.id,
      from: '2026-02-01',
      to: '2026-03-01',
      sort: 'date',
      order: 'desc',
    });
  });
});
