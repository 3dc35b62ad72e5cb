import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payee } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, choose, fill, ok, sent } from '@vaultline/testing';
import { formatDateTime } from '@vaultline/ui';
import { CHECKING_ID, makeLimits, makeResult, uuid } from '../../../test/fixtures';
import {
  confirmWithPin,
  field,
  fillRecipient,
  reachReview,
  renderTransfer,
} from '../test/transfer-harness';

/** The recipient fillRecipient types in, as a saved payee past its first window. */
const payee: Payee = {
  id: uuid(8001),
  name: 'Grace Hopper',
  label: null,
  accountNumber: '123456789',
  routingNumber: '021000021',
  nameCheck: 'match',
  coolingUntil: null,
  newPayeeRemainingMinor: null,
  createdAt: '2026-11-01T10:00:00.000Z',
};

describe('Transfer steps 1–3', () => {
  it('enables Next on step 1 only with a source, a type, a 9–15 digit account, a 6–15 digit routing number and a name', async () => {
    renderTransfer();
    const user = userEvent.setup();
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await choose(user, screen.getByRole('combobox', { name: /From Account/ }), /Everyday Checking/);
    await choose(
      user,
      screen.getByRole('combobox', { name: /Recipient Account Type/ }),
      'Business',
    );
    await fill(user, field(/Recipient Name/), 'Grace Hopper');
    await fill(user, field(/Recipient Account Number/), '12345678');
    await fill(user, field(/Routing Number/), '12345');
    expect(next).toBeDisabled();
    expect(screen.getByText('The account number must have 9 to 15 digits')).toBeInTheDocument();

    await fill(user, field(/Recipient Account Number/), '9');
    expect(next).toBeDisabled();
    await fill(user, field(/Routing Number/), '6');
    expect(next).toBeEnabled();
    // Spaces, dashes and letters are dropped.
    await user.clear(field(/Recipient Account Number/));
    await fill(user, field(/Recipient Account Number/), '1234-5678 x9');
    expect(field(/Recipient Account Number/)).toHaveValue('123456789');
  });

  it('checks the recipient when leaving step 1 and shows its warning', async () => {
    const requests = renderTransfer({
      'POST /transfers/check-recipient': ok({
        kind: 'internal',
        nameMatches: false,
        warning: 'The name does not match the account holder.',
      }),
    });
    const user = userEvent.setup();
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Transfer Details' })).toHaveFocus();
    expect(screen.getByText('The name does not match the account holder.')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/transfers/check-recipient')[0].body).toEqual({
      accountNumber: '123456789',
      routingNumber: '021000021',
      name: 'Grace Hopper',
    });
  });

  it('stays on step 1 with the reason when the recipient check is refused', async () => {
    renderTransfer({
      'POST /transfers/check-recipient': apiError(
        422,
        'TRANSFERS_ROUTING_INVALID',
        'This routing number does not exist.',
      ),
    });
    const user = userEvent.setup();
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('This routing number does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Select Accounts' })).toBeInTheDocument();
  });

  it('enables Next on step 2 only for an amount above zero and within the balance, and a date when scheduled', async () => {
    renderTransfer();
    const user = userEvent.setup();
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Transfer Details' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('Available: $2,500.00')).toBeInTheDocument();
    await fill(user, field(/Amount/), '0');
    expect(next).toBeDisabled();
    await user.clear(field(/Amount/));
    await fill(user, field(/Amount/), '2500.01');
    await user.tab();
    expect(next).toBeDisabled();
    expect(
      screen.getByText('The amount is more than the available balance of $2,500.00.'),
    ).toBeInTheDocument();
    await user.clear(field(/Amount/));
    await fill(user, field(/Amount/), '2,500.00');
    expect(next).toBeEnabled();

    await user.click(screen.getByRole('radio', { name: 'Scheduled Transfer' }));
    expect(next).toBeDisabled();
    await fill(user, screen.getByLabelText(/Transfer Date/), '2099-01-02');
    expect(next).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Select Accounts' })).toBeInTheDocument();
    expect(field(/Recipient Name/)).toHaveValue('Grace Hopper');
  });

  it('says "Missing PIN" and "Invalid PIN Format" in the browser, sending nothing', async () => {
    const requests = renderTransfer();
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user, '');
    expect(useToasts.getState().current).toMatchObject({
      title: 'Missing PIN',
      description: 'Please enter your 4-digit transfer PIN.',
    });
    await confirmWithPin(user, '12a');
    expect(useToasts.getState().current).toMatchObject({
      title: 'Invalid PIN Format',
      description: 'PIN must be exactly 4 numeric digits.',
    });
    expect(sent(requests, 'POST', '/transfers')).toEqual([]);
  });

  it('sends the draft in minor units with an Idempotency-Key, showing Processing... while the request runs', async () => {
    let release: () => void = () => undefined;
    const requests = renderTransfer({
      'POST /transfers': () =>
        new Promise((resolve) => (release = () => resolve(ok(makeResult())))),
    });
    const user = userEvent.setup();
    await reachReview(user);
    expect(screen.getByText('$125.50')).toBeInTheDocument();
    expect(screen.getByText('Vaultline (arrives instantly)')).toBeInTheDocument();
    await confirmWithPin(user);
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    release();
    expect(await screen.findByRole('heading', { name: 'Transfer Successful' })).toBeInTheDocument();
    const [request] = sent(requests, 'POST', '/transfers');
    expect(request.body).toEqual({
      fromAccountId: CHECKING_ID,
      recipient: {
        accountType: 'savings',
        accountNumber: '123456789',
        routingNumber: '021000021',
        name: 'Grace Hopper',
      },
      amountMinor: 12550,
      timing: { type: 'immediate' },
      pin: '4821',
    });
    expect(request.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('keeps step 3 and says "Incorrect PIN" when the server refuses the PIN', async () => {
    renderTransfer({
      'POST /transfers': apiError(
        403,
        'TRANSFERS_PIN_INCORRECT',
        'The PIN you entered is not correct. 2 tries left.',
      ),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user, '1111');
    expect(
      await screen.findByText('The PIN you entered is not correct. 2 tries left.'),
    ).toBeInTheDocument();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Incorrect PIN',
      description: 'The PIN you entered is not correct.',
    });
    expect(screen.getByRole('heading', { name: 'Review & Confirm' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Transfer PIN/)).toHaveValue('');
  });

  it('preselects the account given in ?from=', async () => {
    renderTransfer({}, { url: `/transfer?from=${CHECKING_ID}` });
    expect(await screen.findByRole('combobox', { name: /From Account/ })).toHaveTextContent(
      'Everyday Checking',
    );
  });

  it('shows what a payee in its first window may still receive and until when, warning over it', async () => {
    const until = new Date(Date.now() + 5 * 3_600_000).toISOString();
    renderTransfer({
      'GET /payees': ok({
        payees: [{ ...payee, coolingUntil: until, newPayeeRemainingMinor: 20_000 }],
        newPayeeLimitMinor: 50_000,
        newPayeeCoolingHours: 24,
      }),
    });
    const user = userEvent.setup();
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const notice = `This payee is new to you: until ${formatDateTime(until)} they can receive $200.00 more from you.`;
    expect(await screen.findByText(notice)).toBeInTheDocument();
    await fill(user, field(/Amount/), '250');
    expect(screen.getByText(`${notice} This amount is more than that.`)).toBeInTheDocument();
  });

  it('says nothing of the rule for a payee past its first window', async () => {
    renderTransfer({
      'GET /payees': ok({ payees: [payee], newPayeeLimitMinor: 50_000, newPayeeCoolingHours: 24 }),
    });
    const user = userEvent.setup();
    // The payees have arrived: step 1 offers them.
    await screen.findByRole('combobox', { name: /Saved Payee/ });
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Transfer Details' });
    await screen.findByText(/Daily limit/);
    expect(screen.queryByText(/new to you|have not paid this recipient/)).toBeNull();
  });

  it("states the new-recipient rule from the limits, and an email change's hold, for a recipient not among the payees", async () => {
    const until = '2026-11-29T09:30:00.000Z';
    renderTransfer({
      'GET /payees': ok({ payees: [], newPayeeLimitMinor: 50_000, newPayeeCoolingHours: 24 }),
      'GET /transfers/limits': ok(makeLimits({ newRecipientsPausedUntil: until })),
    });
    const user = userEvent.setup();
    await fillRecipient(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText(
        'If you have not paid this recipient before, your first payment to them needs a code, and in their first 24 hours they can receive at most $500.00 from you in total. Payments between your own accounts are not limited.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        `Your sign-in email changed recently. For your safety, payments to new recipients wait until ${formatDateTime(until)}.`,
      ),
    ).toBeInTheDocument();
  });
});
