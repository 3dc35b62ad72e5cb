import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuthenticatorStatus } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  deferred,
  ok,
  renderPage,
  sent,
  setScreenWidth,
  stubApi,
  type StubAnswer,
  type StubHandler,
} from '@vaultline/testing';
import { signIn } from '../../../test/fixtures';
import { SettingsPage } from './settings-page';

const OFF: AuthenticatorStatus = { enabled: false, enabledAt: null, recoveryCodesLeft: 0 };
const ON: AuthenticatorStatus = {
  enabled: true,
  enabledAt: '2026-03-01T08:00:00.000Z',
  recoveryCodesLeft: 10,
};
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const ENROLMENT = {
  secret: SECRET,
  otpauthUri: `otpauth://totp/Vaultline:ada%40example.com?secret=${SECRET}&issuer=Vaultline`,
  qrCodeDataUrl: 'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${(i % 5) + 2}`);

function renderSecurity(routes: Record<string, StubHandler>, { twoFactorEnabled = false } = {}) {
  signIn({ twoFactorEnabled });
  const requests = stubApi({ 'GET /auth/sessions': ok({ sessions: [] }), ...routes });
  renderPage(<SettingsPage />, { path: '/settings', url: '/settings?tab=security' });
  return requests;
}

const card = () => screen.getByRole('region', { name: 'Authenticator App' });
const twoFactorCard = () => screen.getByRole('region', { name: 'Two-Factor Authentication' });

async function typeCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
}

const STEP_UP = {
  'POST /auth/security/step-up': ok({
    method: 'email',
    message: 'We emailed you a 6-digit code. Enter it to confirm it is you.',
  }),
};

/** The set-up's first part: the password, then the emailed code of the security step-up. */
async function confirmItIsYou(user: ReturnType<typeof userEvent.setup>, code = '515151') {
  await user.click(await within(card()).findByRole('button', { name: 'Set up authenticator app' }));
  const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
  expect(within(dialog).getByRole('button', { name: 'Continue' })).toBeDisabled();
  await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'hunter22');
  await user.keyboard('{Enter}');
  const group = await within(dialog).findByRole('group', { name: 'Code from your email' });
  await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
  await user.paste(code);
  await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
  return dialog;
}

describe('Authenticator app settings', () => {
  it('shows emailed codes on new browsers without the app or "always ask", and offers the set-up', async () => {
    renderSecurity({ 'GET /auth/authenticator': ok(OFF) });
    expect(
      await within(twoFactorCard()).findByText('Status: Email code on new browsers'),
    ).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Set up authenticator app' })).toBeEnabled();
  });

  it('shows emailed codes at every sign-in while the app is off and "always ask" is on, with its switch', async () => {
    renderSecurity({ 'GET /auth/authenticator': ok(OFF) }, { twoFactorEnabled: true });
    expect(
      await within(twoFactorCard()).findByText('Status: Email code at every sign-in'),
    ).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Always ask for a code at sign-in' })).toBeChecked();
  });

  it('says when the app is the second factor (no email switch then), with the recovery codes left', async () => {
    renderSecurity({ 'GET /auth/authenticator': ok({ ...ON, recoveryCodesLeft: 2 }) });
    expect(
      await within(twoFactorCard()).findByText('Status: Authenticator app'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Always ask for a code at sign-in' })).toBeNull();
    expect(within(card()).getByText(/2 of 10 recovery codes left/)).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'New recovery codes' })).toBeEnabled();
    expect(within(card()).getByRole('button', { name: 'Turn off' })).toBeEnabled();
  });

  it('says when the status cannot be loaded, and retries', async () => {
    let calls = 0;
    renderSecurity({
      'GET /auth/authenticator': () => {
        calls += 1;
        return calls === 1 ? apiError(500, 'INTERNAL', 'Something went wrong.') : ok(OFF);
      },
    });
    const user = userEvent.setup();
    await within(card()).findByText("We couldn't load your authenticator app status.");
    await user.click(within(card()).getByRole('button', { name: 'Retry' }));
    expect(
      await within(card()).findByRole('button', { name: 'Set up authenticator app' }),
    ).toBeInTheDocument();
  });

  it('sets up after the password and the emailed code: QR code with alt text and the key as text, a refused code, then ten recovery codes to save before closing', async () => {
    const confirm = deferred<StubAnswer>();
    let confirmCalls = 0;
    const requests = renderSecurity({
      'GET /auth/authenticator': ok(OFF),
      ...STEP_UP,
      'POST /auth/authenticator/enrolment': ok(ENROLMENT, 201),
      'POST /auth/authenticator/enrolment/confirm': () => {
        confirmCalls += 1;
        return confirmCalls === 1
          ? apiError(400, 'AUTH_CODE_INVALID', 'That code is not correct.')
          : confirm.promise;
      },
    });
    const user = userEvent.setup();
    const dialog = await confirmItIsYou(user);
    expect(await within(dialog).findByRole('img')).toHaveAttribute(
      'alt',
      'QR code that adds your Vaultline account to an authenticator app',
    );
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', ENROLMENT.qrCodeDataUrl);
    expect(within(dialog).getByRole('textbox', { name: 'Setup key' })).toHaveValue(
      'JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP',
    );
    const turnOn = within(dialog).getByRole('button', { name: 'Turn on' });
    expect(turnOn).toBeDisabled();

    await typeCode(user, '111111');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/That code is not correct/);
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');

    await typeCode(user, '287082');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('button', { name: 'Processing...' })).toBeDisabled();
    confirm.resolve(ok({ recoveryCodes: CODES }));

    const saveDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    const list = within(saveDialog).getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const download = within(saveDialog).getByRole('link', { name: 'Download .txt' });
    expect(download).toHaveAttribute('download', 'vaultline-recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));
    const done = within(saveDialog).getByRole('button', { name: 'Done' });
    expect(done).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Save your recovery codes' })).toBeInTheDocument();
    await user.click(
      within(saveDialog).getByRole('checkbox', { name: 'I have saved these codes' }),
    );
    await user.click(done);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(requests, 'POST', '/auth/security/step-up')[0].body).toEqual({
      password: 'hunter22',
    });
    expect(sent(requests, 'POST', '/auth/authenticator/enrolment')[0].body).toEqual({
      code: '515151',
    });
    expect(sent(requests, 'POST', '/auth/authenticator/enrolment/confirm')[1].body).toEqual({
      code: '287082',
    });
  });

  it('copies the recovery codes to the clipboard', async () => {
    renderSecurity({
      'GET /auth/authenticator': ok(OFF),
      ...STEP_UP,
      'POST /auth/authenticator/enrolment': ok(ENROLMENT, 201),
      'POST /auth/authenticator/enrolment/confirm': ok({ recoveryCodes: CODES }),
    });
    const user = userEvent.setup();
    await confirmItIsYou(user);
    await screen.findByRole('textbox', { name: 'Setup key' });
    await typeCode(user, '287082');
    await user.keyboard('{Enter}');
    const saveDialog = await screen.findByRole('dialog', { name: 'Save your recovery codes' });
    await user.click(within(saveDialog).getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(useToasts.getState().current).toMatchObject({ title: 'Copied' }));
    const copied = await navigator.clipboard.readText();
    expect(copied.split('\n')).toEqual(expect.arrayContaining(CODES));
  });

  it('says why the step-up code was refused, clears it, and takes another', async () => {
    let calls = 0;
    renderSecurity({
      'GET /auth/authenticator': ok(OFF),
      ...STEP_UP,
      'POST /auth/authenticator/enrolment': () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'AUTH_CODE_INVALID', 'That code is not correct. 4 tries left.')
          : ok(ENROLMENT, 201);
      },
    });
    const user = userEvent.setup();
    const dialog = await confirmItIsYou(user, '000000');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code is not correct. Enter the code from our newest email',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await typeCode(user, '515151');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('textbox', { name: 'Setup key' })).toBeInTheDocument();
  });

  it('says a wrong password before any code is sent', async () => {
    const requests = renderSecurity({
      'GET /auth/authenticator': ok(OFF),
      'POST /auth/security/step-up': apiError(
        400,
        'AUTH_CURRENT_PASSWORD_WRONG',
        'Current password did not match.',
      ),
    });
    const user = userEvent.setup();
    await user.click(
      await within(card()).findByRole('button', { name: 'Set up authenticator app' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'wrong');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('That password is not correct.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('group')).toBeNull();
    expect(sent(requests, 'POST', '/auth/authenticator/enrolment')).toEqual([]);
  });

  it('turns off with the password and a code from the app, saying what sign-in needs then; a wrong password is explained', async () => {
    let calls = 0;
    const requests = renderSecurity(
      {
        'GET /auth/authenticator': ok(ON),
        'POST /auth/authenticator/disable': () => {
          calls += 1;
          return calls === 1
            ? apiError(400, 'AUTH_CURRENT_PASSWORD_WRONG', 'Current password did not match.')
            : ok(OFF);
        },
      },
      { twoFactorEnabled: true },
    );
    const user = userEvent.setup();
    await user.click(await within(card()).findByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off the authenticator app?' });
    expect(dialog).toHaveTextContent(
      'Signing in will then need your password and a code we email you, every time.',
    );
    const turnOff = within(dialog).getByRole('button', { name: 'Turn off' });
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'wrong one');
    // The password alone does not turn the app off.
    expect(turnOff).toBeDisabled();
    await typeCode(user, '123456');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That password is not correct.',
    );
    const field = within(dialog).getByLabelText('Password', { selector: 'input' });
    await user.clear(field);
    await user.type(field, 'correct horse');
    await typeCode(user, '234567');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useToasts.getState().current).toMatchObject({
      title: 'Authenticator app is off',
      description: 'Signing in now needs your password and a code we email you, every time.',
    });
    expect(sent(requests, 'POST', '/auth/authenticator/disable')[1].body).toEqual({
      password: 'correct horse',
      code: '234567',
    });
  });

  it('turns off with the password and a recovery code instead of the app', async () => {
    const requests = renderSecurity({
      'GET /auth/authenticator': ok(ON),
      'POST /auth/authenticator/disable': ok(OFF),
    });
    const user = userEvent.setup();
    await user.click(await within(card()).findByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off the authenticator app?' });
    expect(dialog).toHaveTextContent(
      'Signing in will then need your password, and a code we email you on a browser that has not signed in to your account lately.',
    );
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'hunter22');
    await user.click(within(dialog).getByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Recovery code' }), 'k7m2p');
    expect(within(dialog).getByRole('button', { name: 'Turn off' })).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Recovery code' }), '-x4q6r');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent(requests, 'POST', '/auth/authenticator/disable')[0].body).toEqual({
      password: 'hunter22',
      recoveryCode: 'k7m2p-x4q6r',
    });
  });

  it('makes new recovery codes for a code from the app; a used code is explained', async () => {
    let calls = 0;
    renderSecurity({
      'GET /auth/authenticator': ok(ON),
      'POST /auth/authenticator/recovery-codes': () => {
        calls += 1;
        return calls === 1
          ? apiError(400, 'AUTH_CODE_REUSED', 'This code was already used.')
          : ok({ recoveryCodes: CODES });
      },
    });
    const user = userEvent.setup();
    await user.click(await within(card()).findByRole('button', { name: 'New recovery codes' }));
    const dialog = screen.getByRole('dialog', { name: 'New recovery codes' });
    await typeCode(user, '123456');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'That code was already used. Wait for your app to show a new one.',
    );
    await typeCode(user, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    const saveDialog = await screen.findByRole('dialog', { name: 'Save your new recovery codes' });
    expect(within(saveDialog).getAllByRole('listitem')).toHaveLength(10);
    await user.click(
      within(saveDialog).getByRole('checkbox', { name: 'I have saved these codes' }),
    );
    await user.click(within(saveDialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('fills the screen with the set-up on a 375 px phone', async () => {
    setScreenWidth(375);
    renderSecurity({ 'GET /auth/authenticator': ok(OFF) });
    const user = userEvent.setup();
    await user.click(
      await within(card()).findByRole('button', { name: 'Set up authenticator app' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Set up authenticator app' });
    expect(dialog.className).toMatch(/MuiDialog-paperFullScreen/);
  });
});
