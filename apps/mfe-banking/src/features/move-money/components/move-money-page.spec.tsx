import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@vaultline/money';
import { apiError, ok, renderPage, sent, stubApi, type StubHandler } from '@vaultline/testing';
import {
  makeAchTransfer,
  makeLink,
  makeLinkList,
  VERIFIED_LINK_ID,
  verifiedLink,
} from '../../../test/ach-fixtures';
import { CHECKING_ID, checking, savings, signIn, uuid } from '../../../test/fixtures';
import { MoveMoneyPage } from './move-money-page';

function stubMoveMoney(routes: Record<string, StubHandler> = {}) {
  return stubApi({
    'GET /linked-accounts': ok(makeLinkList({ accounts: [makeLink(), verifiedLink] })),
    'GET /accounts': ok({ accounts: [checking, savings] }),
    'GET /ach-transfers': ok({ transfers: [] }),
    ...routes,
  });
}

async function fillForm(amount: string) {
  const user = userEvent.setup();
  renderPage(<MoveMoneyPage />, { path: '/add-money' });
  await user.click(await screen.findByRole('combobox', { name: /Linked account/ }));
  await user.click(screen.getByRole('option', { name: /Savings •••• 4455/ }));
  await user.click(screen.getByRole('combobox', { name: /Your Vaultline account/ }));
  await user.click(screen.getByRole('option', { name: /Everyday Checking •••• 4821/ }));
  await user.type(screen.getByLabelText(/Amount/), amount);
  return user;
}

describe('MoveMoneyPage', () => {
  it('shows the pull limits used of allowed and the hold on added money', async () => {
    signIn();
    stubMoveMoney();
    renderPage(<MoveMoneyPage />, { path: '/add-money' });
    const limits = await screen.findByRole('region', { name: 'Adding money: your limits' });
    expect(within(limits).getByText('$200.00 of $2,500.00')).toBeInTheDocument();
    expect(within(limits).getByText('$1,200.00 of $10,000.00')).toBeInTheDocument();
    expect(
      within(limits).getByText(/Money you add is available after 3 business days\./),
    ).toBeInTheDocument();
  });

  it('offers only verified linked accounts', async () => {
    signIn();
    stubMoveMoney();
    const user = userEvent.setup();
    renderPage(<MoveMoneyPage />, { path: '/add-money' });
    await user.click(await screen.findByRole('combobox', { name: /Linked account/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Savings •••• 4455 · Ada Lovelace',
    ]);
  });

  it("shows the server's refusal next to the form and keeps what was typed", async () => {
    signIn();
    const requests = stubMoveMoney({
      'POST /ach-transfers': apiError(
        422,
        'ACH_DAILY_PULL_LIMIT',
        'You can add at most $2,300.00 more today.',
      ),
    });
    const user = await fillForm('2300.01');
    await user.click(screen.getByRole('button', { name: 'Add money' }));
    expect(
      await screen.findByText('You can add at most $2,300.00 more today.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount/)).toHaveValue('2300.01');
    const [request] = sent(requests, 'POST', '/ach-transfers');
    expect(request?.body).toEqual({
      direction: 'in',
      linkedAccountId: VERIFIED_LINK_ID,
      accountId: CHECKING_ID,
      amountMinor: 230_001,
    });
    expect(request?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends the same Idempotency-Key again after no answer, then shows the pending result', async () => {
    signIn();
    let attempts = 0;
    const requests = stubMoveMoney({
      'POST /ach-transfers': () => {
        attempts += 1;
        return attempts === 1 ? 'network-error' : ok(makeAchTransfer(), 201);
      },
    });
    const user = await fillForm('125.50');
    await user.click(screen.getByRole('button', { name: 'Add money' }));
    expect(
      await screen.findByText(/we do not know yet whether this went through/),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/Amount/)).toHaveValue('125.50');
    await user.click(screen.getByRole('button', { name: 'Add money' }));
    const result = await screen.findByText(/\$125\.50 is coming in from •••• 4455/);
    expect(result.parentElement).toHaveTextContent(
      `Status: pending. On hold until ${formatDate('2026-12-03T15:00:00.000Z')}: not in your balance until then.`,
    );
    const [first, second] = sent(requests, 'POST', '/ach-transfers');
    expect(second?.headers['idempotency-key']).toBe(first?.headers['idempotency-key']);
  });

  it('lists transfers with other banks with their statuses, dates and return reasons', async () => {
    signIn();
    stubMoveMoney({
      'GET /ach-transfers': ok({
        transfers: [
          makeAchTransfer(),
          makeAchTransfer({
            id: uuid(9101),
            direction: 'out',
            status: 'sent',
            availableAt: null,
            amountMinor: 5_000,
          }),
          makeAchTransfer({
            id: uuid(9102),
            status: 'returned',
            returnCode: 'R01',
            returnReason: 'Insufficient funds',
          }),
        ],
      }),
    });
    renderPage(<MoveMoneyPage />, { path: '/add-money' });
    const list = await screen.findByRole('list', { name: 'Transfers with other banks' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent(`Pending`);
    expect(items[0]).toHaveTextContent(`On hold until ${formatDate('2026-12-03T15:00:00.000Z')}`);
    expect(items[0]).toHaveTextContent('+$125.50');
    expect(items[1]).toHaveTextContent('Sent to •••• 4455');
    expect(items[1]).toHaveTextContent('-$50.00');
    expect(items[2]).toHaveTextContent('Returned by the other bank: Insufficient funds (R01).');
  });

  it('sends the customer to link and verify an account when none is verified', async () => {
    signIn();
    stubMoveMoney({ 'GET /linked-accounts': ok(makeLinkList()) });
    renderPage(<MoveMoneyPage />, { path: '/add-money' });
    expect(
      await screen.findByText(/link an account you hold there and verify it/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Linked accounts' })).toHaveAttribute(
      'href',
      '/linked-accounts',
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add money' })).toBeNull());
  });

  it('links to identity verification when the server says the customer is not verified', async () => {
    signIn();
    stubMoveMoney({
      'POST /ach-transfers': apiError(
        403,
        'ACH_CUSTOMER_NOT_VERIFIED',
        'Verify your identity before you move money with other banks.',
      ),
    });
    const user = await fillForm('10');
    await user.click(screen.getByRole('button', { name: 'Add money' }));
    const alert = await screen.findByText(/Verify your identity before you move money/);
    expect(within(alert).getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/profile/verification',
    );
    expect(screen.getByLabelText(/Amount/)).toHaveValue('10');
  });
});
