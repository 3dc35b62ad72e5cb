import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdjustmentRequest } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  choose,
  fill,
  ok,
  type RecordedRequest,
  renderPage,
  sent,
  stubApi,
} from '@vaultline/testing';
import {
  bankSettings,
  CHECKING_ID,
  CUSTOMER_ID,
  makeAccount,
  makeAccountDetail,
  makeAdjustment,
  makeUserDetail,
  SAVINGS_ID,
  signInStaff,
  uuid,
} from '../../../test/fixtures';
import { UpdateAccountPage } from '../../accounts/components/update-account-page';
import { CreateTransactionPage } from '../../transactions/components/create-transaction-page';

/** The API: posts at or below the $1,000.00 threshold, holds above it. */
function adjustments({ body }: RecordedRequest) {
  const request = body as AdjustmentRequest;
  const held = request.amountMinor > bankSettings.adjustmentApprovalThresholdMinor;
  return ok(
    makeAdjustment(1, {
      ...request,
      description: request.description ?? '',
      status: held ? 'pending' : 'posted',
      approvalRule: held ? 'threshold' : null,
      accountName: request.accountId === SAVINGS_ID ? 'Rainy Day' : 'Everyday Checking',
      accountNumberLast4: request.accountId === SAVINGS_ID ? '9034' : '4821',
    }),
    201,
  );
}

function renderCreate(routes: Parameters<typeof stubApi>[0] = {}) {
  signInStaff();
  const requests = stubApi({
    [`GET /admin/users/${CUSTOMER_ID}`]: ok(
      makeUserDetail({
        accounts: [
          makeAccount(),
          makeAccount({
            id: SAVINGS_ID,
            name: 'Rainy Day',
            numberLast4: '9034',
            balanceMinor: 1_000_050,
          }),
          makeAccount({
            id: uuid(103),
            name: 'Old Business',
            numberLast4: '1111',
            status: 'closed',
            balanceMinor: 0,
          }),
        ],
      }),
    ),
    'GET /admin/settings': ok(bankSettings),
    'POST /admin/adjustments': adjustments,
    ...routes,
  });
  renderPage(<CreateTransactionPage />, {
    path: '/create-transaction/:userId',
    url: `/create-transaction/${CUSTOMER_ID}`,
  });
  return requests;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>, amount: string) {
  await fill(user, screen.getByRole('textbox', { name: /Amount/ }), amount);
  await fill(user, screen.getByRole('textbox', { name: /Title/ }), 'Fee refund');
  await choose(user, screen.getByRole('combobox', { name: /Category/ }), 'Fee refund');
  await fill(user, screen.getByRole('textbox', { name: /Reason/ }), 'Monthly fee charged in error');
}

describe('Post adjustment', () => {
  it('lets staff choose one of the user’s open accounts, shown with balances', async () => {
    renderCreate();
    const user = userEvent.setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Post Adjustment' })).toBeInTheDocument();
    await user.click(await screen.findByRole('combobox', { name: /Account/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Everyday Checking •••• 4821 — $2,500.00',
      'Rainy Day •••• 9034 — $10,000.50',
    ]);
    expect(screen.queryByLabelText(/Date/)).not.toBeInTheDocument();
  });

  it('parses dollars to integer cents and says the adjustment posted', async () => {
    const requests = renderCreate();
    const user = userEvent.setup();
    await choose(user, await screen.findByRole('combobox', { name: /Account/ }), /Rainy Day/);
    await fillForm(user, '1,000.00');
    expect(
      screen.getByText(
        'Within the approval threshold of $1,000.00: this adjustment posts immediately, unless it takes your ' +
          'adjustments posted today over $5,000.00; then it waits for a second staff member.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Adjustment posted');
    expect(status).toHaveTextContent('$1,000.00 credited to Rainy Day (•••• 9034), dated now.');
    const [post] = sent(requests, 'POST', '/admin/adjustments');
    expect(post.body).toEqual({
      accountId: SAVINGS_ID,
      direction: 'credit',
      amountMinor: 100_000,
      title: 'Fee refund',
      category: 'Fee refund',
      description: '',
      reason: 'Monthly fee charged in error',
    });
    expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(useToasts.getState().current).toMatchObject({
      title: 'Success',
      description: 'Adjustment posted successfully!',
    });
  });

  it("says when a small adjustment waits because of the maker's daily total", async () => {
    renderCreate({
      'POST /admin/adjustments': ({ body }) =>
        ok(
          makeAdjustment(1, {
            ...(body as AdjustmentRequest),
            description: '',
            status: 'pending',
            approvalRule: 'staff_daily_total',
          }),
          201,
        ),
    });
    const user = userEvent.setup();
    await choose(
      user,
      await screen.findByRole('combobox', { name: /Account/ }),
      /Everyday Checking/,
    );
    await fillForm(user, '10.00');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Waiting for a second approval');
    expect(status).toHaveTextContent(
      /would take your adjustments posted today without approval over your daily total/,
    );
    expect(status).not.toHaveTextContent('above the approval threshold');
    expect(useToasts.getState().current).toMatchObject({ title: 'Submitted for approval' });
  });

  it('says when a debit above the threshold waits for a second staff member', async () => {
    const requests = renderCreate();
    const user = userEvent.setup();
    await choose(
      user,
      await screen.findByRole('combobox', { name: /Account/ }),
      /Everyday Checking/,
    );
    await user.click(screen.getByRole('radio', { name: 'Debit (money out)' }));
    await fillForm(user, '2500.5');
    expect(screen.getByText(/Above the approval threshold of \$1,000\.00/)).toBeInTheDocument();
    expect(
      screen.getByText("This debit is more than the account's balance of $2,500.00."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for Approval' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Waiting for a second approval');
    expect(status).toHaveTextContent(
      /\$2,500\.50 debited from Everyday Checking \(•••• 4821\) is waiting/,
    );
    expect(status).toHaveTextContent('it is above the approval threshold');
    expect(status).toHaveTextContent('Nothing has moved yet.');
    expect(screen.getByRole('link', { name: 'Go to Approvals' })).toHaveAttribute(
      'href',
      '/admin/approvals',
    );
    expect(sent(requests, 'POST', '/admin/adjustments')[0].body).toMatchObject({
      direction: 'debit',
      amountMinor: 250_050,
    });
    expect(useToasts.getState().current).toMatchObject({ title: 'Submitted for approval' });
  });

  it('checks every required field and the amount before sending', async () => {
    const requests = renderCreate();
    const user = userEvent.setup();
    await screen.findByRole('combobox', { name: /Account/ });
    await fill(user, screen.getByRole('textbox', { name: /Amount/ }), '12.345');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    expect(screen.getByText('Choose an account')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the amount in dollars and cents, like 125.50'),
    ).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a category')).toBeInTheDocument();
    expect(screen.getByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/admin/adjustments')).toHaveLength(0);
  });

  it('reuses the idempotency key when the same adjustment is retried after a failure', async () => {
    let fail = true;
    const requests = renderCreate({
      'POST /admin/adjustments': (request) => (fail ? 'network-error' : adjustments(request)),
    });
    const user = userEvent.setup();
    await choose(user, await screen.findByRole('combobox', { name: /Account/ }), /Rainy Day/);
    await fillForm(user, '10');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Network Error' }),
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Adjustment posted');
    const [first, second] = sent(requests, 'POST', '/admin/adjustments');
    expect(second.headers['idempotency-key']).toBe(first.headers['idempotency-key']);
  });

  it("shows the server's refusal under the spec's title", async () => {
    renderCreate({
      'POST /admin/adjustments': apiError(
        422,
        'TRANSFERS_INSUFFICIENT_FUNDS',
        'Not enough money in the account.',
      ),
    });
    const user = userEvent.setup();
    await choose(user, await screen.findByRole('combobox', { name: /Account/ }), /Rainy Day/);
    await fillForm(user, '10');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'failed to create transaction',
        description: 'Not enough money in the account.',
      }),
    );
  });

  it('posts to a fixed account from the account page', async () => {
    signInStaff();
    const requests = stubApi({
      [`GET /admin/accounts/${CHECKING_ID}`]: ok(makeAccountDetail()),
      'GET /admin/settings': ok(bankSettings),
      'POST /admin/adjustments': adjustments,
    });
    const user = userEvent.setup();
    renderPage(<UpdateAccountPage />, {
      path: '/admin-update-account/:accountId/:userId',
      url: `/admin-update-account/${CHECKING_ID}/${CUSTOMER_ID}`,
    });
    const form = await screen.findByRole('form', { name: 'Post adjustment' });
    expect(within(form).getByText('Everyday Checking •••• 4821 — $2,500.00')).toBeInTheDocument();
    expect(within(form).queryByRole('combobox', { name: /Account/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Account Details' })).toHaveAttribute(
      'href',
      `/admin-account-details/${CHECKING_ID}/${CUSTOMER_ID}`,
    );
    await fillForm(user, '0.99');
    await user.click(screen.getByRole('button', { name: 'Post Adjustment' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '$0.99 credited to Everyday Checking',
    );
    expect(sent(requests, 'POST', '/admin/adjustments')[0].body).toMatchObject({
      accountId: CHECKING_ID,
      amountMinor: 99,
    });
    // After posting, the way back is to the account the staff member came from.
    const backLinks = screen.getAllByRole('link', { name: 'Back to Account Details' });
    expect(backLinks).toHaveLength(2);
    backLinks.forEach((link) =>
      expect(link).toHaveAttribute('href', `/admin-account-details/${CHECKING_ID}/${CUSTOMER_ID}`),
    );
    expect(screen.queryByRole('link', { name: 'Back to User Details' })).not.toBeInTheDocument();
  });
});
