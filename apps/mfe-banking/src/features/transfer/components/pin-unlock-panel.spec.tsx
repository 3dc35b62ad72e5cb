import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, ok, sent, stubApi } from '@vaultline/testing';
import { PinUnlockPanel } from './pin-unlock-panel';

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(
    within(screen.getByRole('group', { name: 'Unlock code' })).getByRole('textbox', {
      name: 'Digit 1 of 6',
    }),
  );
  await user.paste(code);
}

describe('PinUnlockPanel', () => {
  it('says when the code has expired and sends a new one, after which a code can be entered again', async () => {
    const requests = stubApi({
      'POST /transfers/pin/unlock': apiError(400, 'AUTH_CODE_EXPIRED', 'This code has expired.'),
      'POST /transfers/pin/unlock/send-code': ok({ message: 'We sent a new code to your email.' }),
    });
    const user = userEvent.setup();
    render(<PinUnlockPanel method="email" onUnlocked={jest.fn()} />);
    await typeCode(user, '123456');
    await user.click(screen.getByRole('button', { name: 'Unlock PIN' }));
    expect(await screen.findByText(/That code has expired/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unlock PIN' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(sent(requests, 'POST', '/transfers/pin/unlock/send-code')).toHaveLength(1);
    expect(await screen.findByText(/We emailed you a 6-digit code/)).toBeInTheDocument();
    expect(useToasts.getState().current).toMatchObject({ title: 'New code sent' });
    await typeCode(user, '654321');
    expect(screen.getByRole('button', { name: 'Unlock PIN' })).toBeEnabled();
  });

  it("asks for the app's code, offers no email, and once the unlock has ended starts it again", async () => {
    const requests = stubApi({
      'POST /transfers/pin/unlock': apiError(400, 'AUTH_CODE_EXPIRED', 'This code has expired.'),
      'POST /transfers/pin/unlock/send-code': ok({
        message: 'Enter a code from your authenticator app to unblock transfers.',
      }),
    });
    const user = userEvent.setup();
    render(<PinUnlockPanel method="totp" onUnlocked={jest.fn()} />);
    expect(screen.getByText(/code your authenticator app shows now/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    const group = screen.getByRole('group', { name: 'Unlock code from your authenticator app' });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Unlock PIN' }));
    expect(await screen.findByText(/This unlock has ended/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(sent(requests, 'POST', '/transfers/pin/unlock/send-code')).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({
      title: 'Unlock started again',
      description: 'Enter a code from your authenticator app to unblock transfers.',
    });
    expect(screen.queryByRole('button', { name: 'Start again' })).toBeNull();
  });
});
