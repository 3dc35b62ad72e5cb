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
    render(<PinUnlockPanel onUnlocked={jest.fn()} />);
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
});
