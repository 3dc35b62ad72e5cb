import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, fill, ok, sent, type StubAnswer } from '@vaultline/testing';
import { formatDateTime } from '@vaultline/ui';
import { makeResult, makeSchedule, makeTransfer, TRANSFER_ID } from '../../../test/fixtures';
import { confirmWithPin, field, reachReview, renderTransfer } from '../test/transfer-harness';

const awaitingCode = makeResult({
  outcome: 'awaiting_code',
  transfer: makeTransfer({ status: 'awaiting_code', completedAt: null }),
  codeSentTo: 'a***@example.com',
  codeMethod: 'email',
});

/** Held for the authenticator app's code: nothing was emailed. */
const awaitingAppCode = makeResult({
  ...awaitingCode,
  codeSentTo: null,
  codeMethod: 'totp',
});

const MISMATCH_WARNING =
  'We could not match the name you entered to this Vaultline account number. Check both before you send money: money sent to the wrong account may not come back.';

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
      [`POST /transfers/${TRANSFER_ID}/resend-code`]: ok({
        message: 'We emailed you a new code. It works for 5 minutes.',
      }),
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

  it("asks for the authenticator app's code when the app answers step-ups, and offers no emailed code", async () => {
    const requests = renderTransfer({
      'POST /transfers': ok(awaitingAppCode),
      [`POST /transfers/${TRANSFER_ID}/verify`]: ok(makeResult()),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(
      await screen.findByText(/enter the 6-digit code your authenticator app shows now/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/emailed/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    const group = screen.getByRole('group', { name: 'Code from your authenticator app' });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('287082');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Transfer Successful' })).toBeInTheDocument();
    expect(sent(requests, 'POST', `/transfers/${TRANSFER_ID}/verify`)[0].body).toEqual({
      code: '287082',
    });
  });

  it('with the app, starts the check again once it has ended (no email), then takes a code', async () => {
    const requests = renderTransfer({
      'POST /transfers': ok(awaitingAppCode),
      [`POST /transfers/${TRANSFER_ID}/verify`]: apiError(
        400,
        'AUTH_CODE_EXPIRED',
        'This code has expired. Request a new one.',
      ),
      [`POST /transfers/${TRANSFER_ID}/resend-code`]: ok({
        message: 'Enter the code your authenticator app shows now.',
      }),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    await user.click(await screen.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(/This check can no longer be completed/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(sent(requests, 'POST', `/transfers/${TRANSFER_ID}/resend-code`)).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({
      description: 'Enter the code your authenticator app shows now.',
    });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
  });

  it('shows the warning of a number that did not match, then after the code that no account has it', async () => {
    renderTransfer({
      'POST /transfers': ok({ ...awaitingCode, warnings: [MISMATCH_WARNING] }),
      [`POST /transfers/${TRANSFER_ID}/verify`]: apiError(
        422,
        'TRANSFERS_RECIPIENT_NOT_FOUND',
        'There is no Vaultline account with this number. Check the account number.',
      ),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(await screen.findByText(MISMATCH_WARNING)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { name: 'Transfer Failed' })).toHaveFocus();
    expect(
      screen.getByText('There is no Vaultline account with this number. Check the account number.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/No money has left your account/)).toBeInTheDocument();
  });

  it("refuses over a new recipient's first-window limit, saying until when in local time", async () => {
    const until = '2026-11-29T14:05:00.000Z';
    renderTransfer({
      'POST /transfers': apiError(
        422,
        'TRANSFERS_NEW_PAYEE_LIMIT',
        'This recipient is new: until 2026-11-29 14:05 UTC they can receive at most $500.00 from you in total, and $200.00 of it is left.',
        { limitMinor: 50_000, remainingMinor: 20_000, until },
      ),
    });
    const user = userEvent.setup();
    await reachReview(user, '300');
    await confirmWithPin(user);
    expect(await screen.findByRole('heading', { name: 'Transfer Failed' })).toBeInTheDocument();
    expect(
      screen.getByText(
        `This recipient is new to you: until ${formatDateTime(until)} they can receive at most $500.00 from you in total, and $200.00 of it is left.`,
      ),
    ).toBeInTheDocument();
  });

  it('says until when an email change holds payments to new recipients', async () => {
    const until = '2026-11-29T09:30:00.000Z';
    renderTransfer({
      'POST /transfers': apiError(
        403,
        'TRANSFERS_EMAIL_CHANGE_HOLD',
        'Your sign-in email changed recently. For your safety, payments to new recipients wait until 2026-11-29 09:30 UTC.',
        { until },
      ),
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(
      await screen.findByText(
        `Your sign-in email changed recently. For your safety, payments to new recipients wait until ${formatDateTime(until)}.`,
      ),
    ).toBeInTheDocument();
  });

  it("asks for the app's unlock code when the lock says so, and offers no email", async () => {
    const requests = renderTransfer({
      'POST /transfers': apiError(
        423,
        'TRANSFERS_PIN_LOCKED',
        'Transfers are blocked after 5 wrong PINs. Enter a code from your authenticator app to unblock transfers.',
        { unlockMethod: 'totp' },
      ),
      'POST /transfers/pin/unlock': { status: 204 },
    });
    const user = userEvent.setup();
    await reachReview(user);
    await confirmWithPin(user);
    expect(await screen.findByText(/code your authenticator app shows now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    const group = screen.getByRole('group', { name: 'Unlock code from your authenticator app' });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Unlock PIN' }));
    expect(await screen.findByRole('button', { name: 'Confirm Transfer' })).toBeEnabled();
    expect(sent(requests, 'POST', '/transfers/pin/unlock')[0].body).toEqual({ code: '654321' });
  });
});
