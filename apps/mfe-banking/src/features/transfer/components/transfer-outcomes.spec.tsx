import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, fill, ok, sent, type StubAnswer } from '@vaultline/testing';
import { makeResult, makeSchedule, makeTransfer, TRANSFER_ID } from '../../../test/fixtures';
import { confirmWithPin, field, reachReview, renderTransfer } from '../test/transfer-harness';

const awaitingCode = makeResult({
  outcome: 'awaiting_code',
  transfer: makeTransfer({ status: 'awaiting_code', completedAt: null }),
  codeSentTo: 'a***@example.com',
});

describe('Transfer outcomes (steps 4–6)', () => {
  it('shows "Transfer Failed" with the server message and Contact Support Now', async () => {
    renderTransfer({
      'POST /transfers': apiError(
        422,
        'TRANSFERS_DAILY_LIMIT_EXCEEDED',
        'This transfer would exceed your daily limit of $10,000.00.',
      ),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(await screen.findByRole('heading', { name: 'Transfer Failed' })).toHaveFocus();
    expect(
      screen.getByText('This transfer would exceed your daily limit of $10,000.00.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact Support Now' })).toHaveAttribute(
      'href',
      '/support',
    );
  });

  it('asks for the emailed code on awaiting_code, then shows the success', async () => {
    const requests = renderTransfer({
      'POST /transfers': ok(awaitingCode),
      [`POST /transfers/${TRANSFER_ID}/verify`]: ok(makeResult()),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(
      await screen.findByRole('heading', { name: 'Transfer Verification' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/emailed a 6-digit code to a\*\*\*@example\.com/)).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('6');
    await user.click(verify);
    expect(await screen.findByRole('heading', { name: 'Transfer Successful' })).toBeInTheDocument();
    expect(
      screen.getByText('$125.50 to Grace Hopper (•••• 6789) has been sent.'),
    ).toBeInTheDocument();
    expect(sent(requests, 'POST', `/transfers/${TRANSFER_ID}/verify`)[0].body).toEqual({
      code: '123456',
    });
  });

  it('says the code was wrong, clears the boxes and lets the customer try again', async () => {
    renderTransfer({
      'POST /transfers': ok(awaitingCode),
      [`POST /transfers/${TRANSFER_ID}/verify`]: apiError(
        400,
        'AUTH_CODE_INVALID',
        '4 attempts left.',
      ),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(useToasts.getState().current).toMatchObject({
      title: 'Failed!',
      description: 'Invalid Transfer Validation OTP Code. 4 attempts left.',
    });
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
  });

  it('after a code tried too often, stays on the code step and a resent code can be entered', async () => {
    const requests = renderTransfer({
      'POST /transfers': ok(awaitingCode),
      [`POST /transfers/${TRANSFER_ID}/verify`]: apiError(
        429,
        'AUTH_CODE_ATTEMPTS_EXCEEDED',
        'Too many wrong codes. Request a new one.',
      ),
      [`POST /transfers/${TRANSFER_ID}/resend-code`]: { status: 204 },
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('999999');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/tried too often and no longer works/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Transfer Verification' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(sent(requests, 'POST', `/transfers/${TRANSFER_ID}/resend-code`)).toHaveLength(1);
    expect(screen.queryByText(/tried too often/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('shows Transaction Under Review with the review time on under_review', async () => {
    renderTransfer({
      'POST /transfers': ok(
        makeResult({
          outcome: 'under_review',
          transfer: makeTransfer({ status: 'under_review' }),
          reviewTime: '2 business days',
        }),
      ),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(
      await screen.findByRole('heading', { name: 'Transaction Under Review' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Reviews usually take 2 business days.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('goes from the code step to Under Review when the verified transfer is held', async () => {
    renderTransfer({
      'POST /transfers': ok(awaitingCode),
      [`POST /transfers/${TRANSFER_ID}/verify`]: ok(
        makeResult({ outcome: 'under_review', reviewTime: '24 hours' }),
      ),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Reviews usually take 24 hours.')).toBeInTheDocument();
  });

  it('shows a scheduled recurring transfer with its next date', async () => {
    renderTransfer({
      'POST /transfers': ok(
        makeResult({
          outcome: 'scheduled',
          transfer: null,
          schedule: makeSchedule({ recipientName: 'Grace Hopper', amountMinor: 12_550 }),
        }),
      ),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(await screen.findByRole('heading', { name: 'Transfer Scheduled' })).toBeInTheDocument();
    expect(
      screen.getByText('$125.50 to Grace Hopper will be sent monthly, next on 2026-04-01.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Scheduled Transfers' })).toHaveAttribute(
      'href',
      '/payments/recurring',
    );
  });

  it('Make Another Transfer starts again from an empty step 1', async () => {
    renderTransfer({ 'POST /transfers': ok(makeResult()) });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    await user.click(await screen.findByRole('button', { name: 'Make Another Transfer' }));
    expect(await screen.findByRole('heading', { name: 'Select Accounts' })).toHaveFocus();
    expect(field(/Recipient Name/)).toHaveValue('');
    expect(field(/Recipient Account Number/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('reuses the Idempotency-Key when the same draft is retried after a network error, and not for the next transfer', async () => {
    const answers: StubAnswer[] = ['network-error', ok(makeResult()), ok(makeResult())];
    const requests = renderTransfer({
      'POST /transfers': () => answers.shift() ?? 'network-error',
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(await screen.findByText(/it will not be sent twice/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review & Confirm' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm Transfer' }));
    expect(await screen.findByRole('heading', { name: 'Transfer Successful' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make Another Transfer' }));
    await reachReview(user);
    await confirmWithPin(user);
    await screen.findByRole('heading', { name: 'Transfer Successful' });
    const keys = sent(requests, 'POST', '/transfers').map(
      (request) => request.headers['idempotency-key'],
    );
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('uses a new key when the draft changed after a network error', async () => {
    const answers: StubAnswer[] = ['network-error', ok(makeResult())];
    const requests = renderTransfer({
      'POST /transfers': () => answers.shift() ?? 'network-error',
    });
    const user = userEvent.setup();
    await reachReview(user, '10');
    await confirmWithPin(user);
    await screen.findByText(/it will not be sent twice/);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.clear(await screen.findByRole('textbox', { name: /Amount/ }));
    await fill(user, field(/Amount/), '11');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { name: 'Review & Confirm' });
    await confirmWithPin(user);
    await screen.findByRole('heading', { name: 'Transfer Successful' });
    const [first, second] = sent(requests, 'POST', '/transfers');
    expect(second.headers['idempotency-key']).not.toBe(first.headers['idempotency-key']);
    expect(second.body).toMatchObject({ amountMinor: 1100 });
  });

  it('offers the emailed unlock code after TRANSFERS_PIN_LOCKED', async () => {
    const requests = renderTransfer({
      'POST /transfers': apiError(
        423,
        'TRANSFERS_PIN_LOCKED',
        'Your PIN is locked. We emailed you a code to unlock it.',
      ),
      'POST /transfers/pin/unlock': { status: 204 },
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(await screen.findByText('Your transfer PIN is locked')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Transfer' })).toBeDisabled();
    await user.click(
      within(screen.getByRole('group', { name: 'Unlock code' })).getByRole('textbox', {
        name: 'Digit 1 of 6',
      }),
    );
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Unlock PIN' }));
    expect(await screen.findByRole('button', { name: 'Confirm Transfer' })).toBeEnabled();
    expect(sent(requests, 'POST', '/transfers/pin/unlock')[0].body).toEqual({ code: '654321' });
    expect(useToasts.getState().current).toMatchObject({ title: 'PIN Unlocked' });
  });
});
