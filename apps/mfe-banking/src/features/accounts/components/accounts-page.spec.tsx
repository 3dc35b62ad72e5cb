import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@vaultline/contracts';
import { fill, ok, type RecordedRequest, renderPage, stubApi } from '@vaultline/testing';
import {
  checking,
  closedAccount,
  makeTransaction,
  savings,
  signIn,
  transactionPage,
} from '../../../test/fixtures';
import { AccountsPage } from './accounts-page';

const HISTORY = Array.from({ length: 12 }, (_, index) => makeTransaction(index + 1));

/** A tiny in-memory /transactions: search by description, order by date, offset paging. */
function answerTransactions({ params }: RecordedRequest) {
  const search = String(params.search ?? '').toLowerCase();
  let items: Transaction[] = HISTORY.filter((item) =>
    item.description.toLowerCase().includes(search),
  );
  if (params.order === 'asc') items = [...items].reverse();
  const offset = Number(params.offset ?? 0);
  return ok(transactionPage(items.slice(offset, offset + Number(params.limit)), items.length));
}

function renderAccounts() {
  signIn();
  const requests = stubApi({
    'GET /accounts': ok({ accounts: [checking, savings, closedAccount] }),
    'GET /transactions': answerTransactions,
  });
  renderPage(<AccountsPage />, { path: '/accounts' });
  return requests;
}

function rows() {
  return within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem');
}

describe('AccountsPage', () => {
  afterEach(() => jest.useRealTimers());

  it('shows a card per account with type, masked number, badge and Available Balance', async () => {
    renderAccounts();
    const card = await screen.findByRole('article', { name: 'Everyday Checking' });
    expect(within(card).getByText('Checking Account')).toBeInTheDocument();
    expect(within(card).getByText('•••• 4821')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(within(card).getByText('$2,500.00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View Everyday Checking' })).toHaveAttribute(
      'href',
      `/account-details/${checking.id}`,
    );
    expect(
      within(card).getByRole('link', { name: 'Settings for Everyday Checking' }),
    ).toHaveAttribute('href', '/settings');
    expect(
      within(screen.getByRole('article', { name: 'Old Business' })).getByText('Inactive'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open New Account' })).toHaveAttribute(
      'href',
      '/create-account',
    );
  });

  it('pages transactions 5 at a time with previous/next and "page / total"', async () => {
    renderAccounts();
    const user = userEvent.setup();
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(rows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2 / 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(rows()).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows "pages+" and keeps Next when the API stopped counting', async () => {
    signIn();
    // 12 lines, counted only to 10: pages 1-2 counted, "or more" after them.
    const requests = stubApi({
      'GET /accounts': ok({ accounts: [checking] }),
      'GET /transactions': ({ params }) => {
        const offset = Number(params.offset ?? 0);
        const items = HISTORY.slice(offset, offset + 5);
        return ok(transactionPage(items, Math.min(offset + 10, 12), null, offset + 10 < 12));
      },
    });
    renderPage(<AccountsPage />, { path: '/accounts' });
    const user = userEvent.setup();
    expect(await screen.findByLabelText('Page 1 of 2 or more')).toHaveTextContent('1 / 2+');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('3 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requests.at(-1)?.params).toMatchObject({ offset: 10 });
  });

  it('sorts Newest/Oldest and starts again at page 1', async () => {
    const requests = renderAccounts();
    const user = userEvent.setup();
    await screen.findByText('1 / 3');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('2 / 3');
    await user.click(screen.getByRole('button', { name: 'Oldest' }));
    expect(await screen.findByText('1 / 3')).toBeInTheDocument();
    expect(within(rows()[0]).getByText('Coffee shop 12')).toBeInTheDocument();
    expect(requests.at(-1)?.params).toMatchObject({ order: 'asc', offset: 0 });
  });

  it('searches by description after a pause in typing, and says "No transactions found"', async () => {
    jest.useFakeTimers();
    const requests = renderAccounts();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await act(() => jest.advanceTimersByTimeAsync(0));
    await fill(user, screen.getByRole('searchbox', { name: 'Search by description' }), 'shop 11');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('1 / 1')).toBeInTheDocument();
    expect(rows()).toHaveLength(1);
    expect(requests.at(-1)?.params).toMatchObject({ search: 'shop 11', offset: 0 });

    await fill(user, screen.getByRole('searchbox', { name: 'Search by description' }), 'zzz');
    await act(() => jest.advanceTimersByTimeAsync(300));
    expect(await screen.findByText('No transactions found')).toBeInTheDocument();
  });

  it('offers a retry when the accounts fail to load', async () => {
    signIn();
    let calls = 0;
    stubApi({
      'GET /accounts': () => (++calls <= 2 ? 'network-error' : ok({ accounts: [checking] })),
      'GET /transactions': ok(transactionPage([])),
    });
    const user = userEvent.setup();
    renderPage(<AccountsPage />, { path: '/accounts' });
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Everyday Checking' })).toBeInTheDocument();
  });
});
