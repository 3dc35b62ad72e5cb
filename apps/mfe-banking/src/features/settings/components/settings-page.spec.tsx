import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionInfo } from '@vaultline/contracts';
import { useSession, useToasts } from '@vaultline/session';
import {
  apiError,
  fill,
  ok,
  renderPage,
  sent,
  stubApi,
  type StubHandler,
} from '@vaultline/testing';
import { formatDateTime } from '@vaultline/ui';
import {
  checking,
  closedAccount,
  makeLimits,
  makeUser,
  savings,
  sessionFor,
  signIn,
  uuid,
} from '../../../test/fixtures';
import { SettingsPage } from './settings-page';

const thisBrowser: SessionInfo = {
  id: uuid(9001),
  createdAt: '2026-03-01T08:00:00.000Z',
  lastUsedAt: '2026-03-10T08:00:00.000Z',
  expiresAt: '2026-04-01T08:00:00.000Z',
  userAgent:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
  ip: '203.0.113.7',
  persistent: true,
  current: true,
};
const phone: SessionInfo = {
  ...thisBrowser,
  id: uuid(9002),
  userAgent:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
  current: false,
};

function renderSettings(routes: Record<string, StubHandler> = {}, url = '/settings') {
  signIn();
  const requests = stubApi({
    'GET /accounts': ok({ accounts: [checking, savings, closedAccount] }),
    'GET /auth/sessions': ok({ sessions: [thisBrowser, phone] }),
    'GET /auth/authenticator': ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
    ...routes,
  });
  renderPage(<SettingsPage />, { path: '/settings', url });
  return requests;
}

const pinForm = () => screen.getByRole('region', { name: 'Reset Transfer PIN' });
const passwordForm = () => screen.getByRole('region', { name: 'Reset Password' });

/** Step 1 of a PIN reset: the password, then Continue. */
async function startPinReset(user: ReturnType<typeof userEvent.setup>, password = 'correct horse') {
  await fill(user, within(pinForm()).getByLabelText(/Current Password/), password);
  await user.click(within(pinForm()).getByRole('button', { name: 'Continue' }));
}

/** Step 2: the code (in the boxes named by where it comes from), the new PIN twice, Reset PIN. */
async function fillNewPin(
  user: ReturnType<typeof userEvent.setup>,
  {
    code = '123456',
    pin = '2468',
    confirmPin = pin,
    codeFrom = 'Code from your email',
  }: { code?: string; pin?: string; confirmPin?: string; codeFrom?: string } = {},
) {
  const group = await within(pinForm()).findByRole('group', { name: codeFrom });
  await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
  await fill(user, within(pinForm()).getByLabelText(/^New PIN/), pin);
  await fill(user, within(pinForm()).getByLabelText(/^Confirm PIN/), confirmPin);
  await user.click(within(pinForm()).getByRole('button', { name: 'Reset PIN' }));
}

const EMAILED = {
  method: 'email',
  message: 'We emailed you a 6-digit code. Enter it to set the new PIN.',
};

async function fillPasswordForm(
  user: ReturnType<typeof userEvent.setup>,
  current: string,
  next: string,
  confirm: string,
) {
  await fill(user, within(passwordForm()).getByLabelText(/Current Password/), current);
  await fill(user, within(passwordForm()).getByLabelText(/New Password/), next);
  await fill(user, within(passwordForm()).getByLabelText(/Confirm Password/), confirm);
}

describe('SettingsPage', () => {
  it('opens on the Accounts tab with the accounts, Close for open ones, and a way back', async () => {
    renderSettings();
    expect(screen.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const list = await screen.findByRole('list', { name: 'Accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list).getByRole('button', { name: 'Close Everyday Checking' }),
    ).toBeInTheDocument();
    expect(
      within(list).queryByRole('button', { name: 'Close Old Business' }),
    ).not.toBeInTheDocument();
  });

  it('explains the refusal with the remaining amount when closing an account with money in it', async () => {
    renderSettings({
      [`POST /accounts/${savings.id}/close`]: apiError(
        409,
        'ACCOUNTS_BALANCE_NOT_ZERO',
        'This account still holds $10,000.50.',
        { balanceMinor: 1_000_050 },
      ),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Close Rainy Day' }));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close Account' }),
    );
    expect(
      await screen.findByText(/Move the remaining \$10,000\.50 to another account first/),
    ).toBeInTheDocument();
  });

  it('checks the new PIN in the browser with the spec messages', async () => {
    const requests = renderSettings({ 'POST /transfers/pin/reset/start': ok(EMAILED) });
    const user = userEvent.setup();
    await startPinReset(user);
    expect(await within(pinForm()).findByText(EMAILED.message)).toBeInTheDocument();
    expect(within(pinForm()).getByLabelText(/^New PIN/)).toHaveAttribute('maxlength', '4');
    await fillNewPin(user, { pin: '12', confirmPin: '12' });
    expect(useToasts.getState().current).toMatchObject({
      title: 'Invalid PIN!',
      description: 'PIN must be exactly 4 digits number',
    });
    await user.clear(within(pinForm()).getByLabelText(/^New PIN/));
    await user.clear(within(pinForm()).getByLabelText(/^Confirm PIN/));
    await fill(user, within(pinForm()).getByLabelText(/^New PIN/), '1234');
    await fill(user, within(pinForm()).getByLabelText(/^Confirm PIN/), '1235');
    await user.click(within(pinForm()).getByRole('button', { name: 'Reset PIN' }));
    expect(useToasts.getState().current).toMatchObject({
      title: 'Failed!',
      description: 'PINs do not match.',
    });
    expect(sent(requests, 'POST', '/transfers/pin/reset')).toEqual([]);
  });

  it('says "Password did not match saved password!." when the server refuses the password', async () => {
    renderSettings({
      'POST /transfers/pin/reset/start': apiError(
        400,
        'TRANSFERS_PASSWORD_WRONG',
        'Wrong password.',
      ),
    });
    const user = userEvent.setup();
    await startPinReset(user, 'wrong');
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Failed!',
        description: 'Password did not match saved password!.',
      }),
    );
    expect(within(pinForm()).queryByLabelText(/^New PIN/)).toBeNull();
  });

  it('resets the PIN with the password, then the emailed code; toasts "PIN reset was Successful." and reloads the user', async () => {
    const requests = renderSettings({
      'POST /transfers/pin/reset/start': ok(EMAILED),
      'POST /transfers/pin/reset': { status: 204 },
      'GET /me': ok(makeUser()),
    });
    const user = userEvent.setup();
    await startPinReset(user);
    await fillNewPin(user, { code: '482913', pin: '2468' });
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'PIN reset was Successful.' }),
    );
    expect(sent(requests, 'POST', '/transfers/pin/reset/start')[0].body).toEqual({
      password: 'correct horse',
    });
    expect(sent(requests, 'POST', '/transfers/pin/reset')[0].body).toEqual({
      pin: '2468',
      confirmPin: '2468',
      code: '482913',
    });
    await waitFor(() => expect(sent(requests, 'GET', '/me')).toHaveLength(1));
    expect(within(pinForm()).getByLabelText(/Current Password/)).toHaveValue('');
  });

  it("asks for the authenticator app's code where the app answers step-ups", async () => {
    const requests = renderSettings({
      'POST /transfers/pin/reset/start': ok({
        method: 'totp',
        message: 'Enter a code from your authenticator app to set the new PIN.',
      }),
      'POST /transfers/pin/reset': { status: 204 },
      'GET /me': ok(makeUser()),
    });
    const user = userEvent.setup();
    await startPinReset(user);
    expect(
      await within(pinForm()).findByText(
        'Enter a code from your authenticator app to set the new PIN.',
      ),
    ).toBeInTheDocument();
    await fillNewPin(user, { code: '287082', codeFrom: 'Code from your authenticator app' });
    await waitFor(() => expect(sent(requests, 'POST', '/transfers/pin/reset')).toHaveLength(1));
  });

  it('says a wrong code and clears its boxes, keeping the new PIN step', async () => {
    renderSettings({
      'POST /transfers/pin/reset/start': ok(EMAILED),
      'POST /transfers/pin/reset': apiError(
        400,
        'AUTH_CODE_INVALID',
        'That code is not correct. 4 tries left.',
      ),
    });
    const user = userEvent.setup();
    await startPinReset(user);
    await fillNewPin(user);
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        description: 'That code is not correct. 4 tries left.',
      }),
    );
    const group = within(pinForm()).getByRole('group', { name: 'Code from your email' });
    expect(within(group).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  });

  it('says until when an email change holds PIN resets, and does not start one', async () => {
    const until = '2026-11-29T09:30:00.000Z';
    const requests = renderSettings({
      'GET /transfers/limits': ok(makeLimits({ newRecipientsPausedUntil: until })),
    });
    expect(
      await within(pinForm()).findByText(
        `Your sign-in email changed recently. For your safety, a new transfer PIN waits until ${formatDateTime(until)}.`,
      ),
    ).toBeInTheDocument();
    await fill(
      userEvent.setup(),
      within(pinForm()).getByLabelText(/Current Password/),
      'correct horse',
    );
    expect(within(pinForm()).getByRole('button', { name: 'Continue' })).toBeDisabled();
    expect(sent(requests, 'POST', '/transfers/pin/reset/start')).toEqual([]);
  });

  it('keeps Reset Password disabled until all three are filled, and says when they do not match', async () => {
    const requests = renderSettings({}, '/settings?tab=security');
    const user = userEvent.setup();
    const button = within(passwordForm()).getByRole('button', { name: 'Reset Password' });
    expect(button).toBeDisabled();
    await fill(user, within(passwordForm()).getByLabelText(/Current Password/), 'old password');
    await fill(user, within(passwordForm()).getByLabelText(/New Password/), 'a new passphrase');
    expect(button).toBeDisabled();
    await fill(user, within(passwordForm()).getByLabelText(/Confirm Password/), 'a new passphrasE');
    await user.click(button);
    expect(useToasts.getState().current).toMatchObject({
      title: 'Failed!',
      description: 'Password did not match confirm password!.',
    });
    expect(sent(requests, 'POST', '/auth/password/change')).toEqual([]);
  });

  it('says "Current password did not match saved password!." when the server refuses it', async () => {
    renderSettings(
      {
        'POST /auth/password/change': apiError(
          403,
          'AUTH_CURRENT_PASSWORD_WRONG',
          'Wrong password.',
        ),
      },
      '/settings?tab=security',
    );
    const user = userEvent.setup();
    await fillPasswordForm(user, 'old password', 'a new passphrase', 'a new passphrase');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        description: 'Current password did not match saved password!.',
      }),
    );
  });

  it('changes the password, toasts "Password Reset Successful." and reloads the sessions', async () => {
    const requests = renderSettings(
      { 'POST /auth/password/change': ok(sessionFor(makeUser())) },
      '/settings?tab=security',
    );
    const user = userEvent.setup();
    await screen.findByRole('list', { name: 'Sessions' });
    await fillPasswordForm(user, 'old password', 'a new passphrase', 'a new passphrase');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Reset Password' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Password Reset Successful.' }),
    );
    expect(sent(requests, 'POST', '/auth/password/change')[0].body).toEqual({
      currentPassword: 'old password',
      newPassword: 'a new passphrase',
      confirmPassword: 'a new passphrase',
    });
    await waitFor(() => expect(sent(requests, 'GET', '/auth/sessions')).toHaveLength(2));
  });

  it('turns "always ask for a code" on at once, saying a new browser is asked anyway', async () => {
    const requests = renderSettings({
      'PUT /auth/two-factor': ok(makeUser({ twoFactorEnabled: true })),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Security' }));
    expect(
      screen.getByText(/not signed in to your account before is always asked for a code/),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Always ask for a code at sign-in' }));
    await waitFor(() => expect(useSession.getState().user?.twoFactorEnabled).toBe(true));
    expect(screen.getByRole('switch', { name: 'Always ask for a code at sign-in' })).toBeChecked();
    expect(sent(requests, 'PUT', '/auth/two-factor')[0].body).toEqual({ enabled: true });
    expect(sent(requests, 'PATCH', '/me/preferences')).toEqual([]);
  });

  it('turns "always ask for a code" off only after the password and the emailed code', async () => {
    signIn({ twoFactorEnabled: true });
    const requests = stubApi({
      'GET /auth/sessions': ok({ sessions: [] }),
      'GET /auth/authenticator': ok({ enabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
      'POST /auth/security/step-up': ok({
        method: 'email',
        message: 'We emailed you a 6-digit code. Enter it to confirm it is you.',
      }),
      'PUT /auth/two-factor': ok(makeUser({ twoFactorEnabled: false })),
    });
    renderPage(<SettingsPage />, { path: '/settings', url: '/settings?tab=security' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('switch', { name: 'Always ask for a code at sign-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Stop asking for a code at every sign-in?' });
    await fill(user, within(dialog).getByLabelText('Password', { selector: 'input' }), 'hunter22');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const group = await within(dialog).findByRole('group', { name: 'Code from your email' });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('424242');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useSession.getState().user?.twoFactorEnabled).toBe(false);
    expect(sent(requests, 'POST', '/auth/security/step-up')[0].body).toEqual({
      password: 'hunter22',
    });
    expect(sent(requests, 'PUT', '/auth/two-factor')[0].body).toEqual({
      enabled: false,
      code: '424242',
    });
  });

  it('lists sessions, signs out another device, and signs out everywhere', async () => {
    const requests = renderSettings(
      {
        [`DELETE /auth/sessions/${phone.id}`]: { status: 204 },
        'POST /auth/sign-out-everywhere': { status: 204 },
      },
      '/settings?tab=security',
    );
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Sessions' });
    expect(within(list).getByText('Chrome on Windows')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await waitFor(() =>
      expect(sent(requests, 'DELETE', `/auth/sessions/${phone.id}`)).toHaveLength(1),
    );
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Sign out everywhere?' })).getByRole('button', {
        name: 'Sign out everywhere',
      }),
    );
    await waitFor(() => expect(useSession.getState().user).toBeNull());
    expect(sent(requests, 'POST', '/auth/sign-out-everywhere')).toHaveLength(1);
  });
});
