import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, useToasts } from '@vaultline/session';
import { apiError, fill, ok, sent } from '@vaultline/testing';
import { makeLimits, makeUser } from '../../../test/fixtures';
import { renderTransfer } from '../test/transfer-harness';

function dialog() {
  return screen.getByRole('dialog', { name: 'Set Transfer PIN' });
}

describe('Set Transfer PIN dialog', () => {
  it('blocks the transfer page until a PIN is set; Set PIN needs both fields; inputs hold 4 characters', async () => {
    renderTransfer({}, { hasPin: false });
    const user = userEvent.setup();
    const setPin = within(dialog()).getByRole('button', { name: 'Set PIN' });
    expect(setPin).toBeDisabled();
    const pin = within(dialog()).getByLabelText(/New PIN/);
    expect(pin).toHaveAttribute('maxlength', '4');
    await fill(user, pin, '1234');
    expect(setPin).toBeDisabled();
    await fill(user, within(dialog()).getByLabelText(/Confirm PIN/), '1234');
    expect(setPin).toBeEnabled();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeInTheDocument();
  });

  it('says "Invalid PIN!" for a PIN that is not 4 digits and "Failed!" when the PINs differ, sending nothing', async () => {
    const requests = renderTransfer({}, { hasPin: false });
    const user = userEvent.setup();
    await fill(user, within(dialog()).getByLabelText(/New PIN/), '12a4');
    await fill(user, within(dialog()).getByLabelText(/Confirm PIN/), '12a4');
    await user.click(within(dialog()).getByRole('button', { name: 'Set PIN' }));
    expect(useToasts.getState().current).toMatchObject({
      title: 'Invalid PIN!',
      description: 'PIN must be exactly 4 digits.',
    });

    await user.clear(within(dialog()).getByLabelText(/New PIN/));
    await fill(user, within(dialog()).getByLabelText(/New PIN/), '1234');
    await user.clear(within(dialog()).getByLabelText(/Confirm PIN/));
    await fill(user, within(dialog()).getByLabelText(/Confirm PIN/), '4321');
    await user.click(within(dialog()).getByRole('button', { name: 'Set PIN' }));
    expect(useToasts.getState().current).toMatchObject({
      title: 'Failed!',
      description: 'PINs do not match.',
    });
    expect(sent(requests, 'POST', '/transfers/pin')).toEqual([]);
  });

  it('sets the PIN, toasts success, reloads the user and closes without a page reload', async () => {
    const requests = renderTransfer(
      {
        'POST /transfers/pin': { status: 204 },
        'GET /me': ok(makeUser({ hasPin: true })),
        'GET /transfers/limits': ok(makeLimits({ pinSet: false })),
      },
      { hasPin: false },
    );
    const user = userEvent.setup();
    await fill(user, within(dialog()).getByLabelText(/New PIN/), '2580');
    await fill(user, within(dialog()).getByLabelText(/Confirm PIN/), '2580');
    await user.click(within(dialog()).getByRole('button', { name: 'Set PIN' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useToasts.getState().current).toMatchObject({
      title: 'Success!',
      description: 'Transfer PIN set successfully.',
      severity: 'success',
    });
    expect(sent(requests, 'POST', '/transfers/pin')[0].body).toEqual({
      pin: '2580',
      confirmPin: '2580',
    });
    expect(useSession.getState().user?.hasPin).toBe(true);
  });

  it('shows the server reason when the PIN is refused', async () => {
    renderTransfer(
      {
        'POST /transfers/pin': apiError(
          422,
          'TRANSFERS_PIN_TOO_COMMON',
          'Choose a less common PIN.',
        ),
      },
      { hasPin: false },
    );
    const user = userEvent.setup();
    await fill(user, within(dialog()).getByLabelText(/New PIN/), '1111');
    await fill(user, within(dialog()).getByLabelText(/Confirm PIN/), '1111');
    await user.click(within(dialog()).getByRole('button', { name: 'Set PIN' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Failed!',
        description: 'Error setting PIN: Choose a less common PIN.',
      }),
    );
    expect(dialog()).toBeInTheDocument();
  });
});
