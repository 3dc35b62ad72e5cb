import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
import {
  CHECKING_ID,
  checking,
  makeAccountDetail,
  makeLimits,
  makeUser,
  signIn,
} from '../../../test/fixtures';
import { ProfilePage } from './profile-page';

jest.mock('browser-image-compression', () => ({
  __esModule: true,
  default: jest.fn(async (file: File) => file),
}));

/** Renders the profile and waits for its side cards (accounts and limits) to load. */
async function renderProfile(routes: Record<string, StubHandler> = {}, overrides = {}) {
  signIn(overrides);
  const requests = stubApi({
    'GET /accounts': ok({ accounts: [checking] }),
    'GET /transfers/limits': ok(makeLimits()),
    ...routes,
  });
  renderPage(<ProfilePage />, { path: '/profile' });
  await screen.findByText('Standard · $10,000.00 a day');
  await screen.findByText('•••• 4821');
  return requests;
}

const personal = () => screen.getByRole('region', { name: 'Personal Information' });

describe('ProfilePage', () => {
  it('shows capitalised names, invites to add missing details in red, and the verified badge', async () => {
    await renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(within(personal()).getByText('Ada')).toBeInTheDocument();
    expect(within(personal()).getByText('Lovelace')).toBeInTheDocument();
    expect(
      within(personal()).getByRole('button', { name: 'Add Mobile Number' }),
    ).toBeInTheDocument();
    expect(within(personal()).getByRole('button', { name: 'Add Address' })).toBeInTheDocument();
    expect(
      within(personal()).getByRole('button', { name: 'Add Date of Birth' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Email Verified')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeInTheDocument();
  });

  it('shows the first account masked, with a show/hide toggle, Member Since and Account Type', async () => {
    const requests = await renderProfile({
      [`GET /accounts/${CHECKING_ID}`]: ok(makeAccountDetail()),
    });
    const user = userEvent.setup();
    const summary = screen.getByRole('region', { name: 'Account Summary' });
    expect(await within(summary).findByText('•••• 4821')).toBeInTheDocument();
    expect(within(summary).getByText('2026-01-15')).toBeInTheDocument();
    expect(within(summary).getByText('Checking')).toBeInTheDocument();
    expect(await within(summary).findByText('Standard · $10,000.00 a day')).toBeInTheDocument();
    expect(sent(requests, 'GET', `/accounts/${CHECKING_ID}`)).toEqual([]);
    await user.click(within(summary).getByRole('button', { name: 'Show account number' }));
    expect(await within(summary).findByText('1002003004821')).toBeInTheDocument();
    await user.click(within(summary).getByRole('button', { name: 'Hide account number' }));
    expect(within(summary).getByText('•••• 4821')).toBeInTheDocument();
  });

  it('edits and saves the profile, then leaves editing with the saved values', async () => {
    const requests = await renderProfile({
      'PATCH /me': ok(makeUser({ mobile: '+1 555 0100', address: '1 Main St' })),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveValue('ada');
    expect(screen.getByPlaceholderText('Add Mobile Number')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Mobile Number' }), '+1 555 0100');
    await fill(user, screen.getByRole('textbox', { name: 'Address' }), '1 Main St');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Edit Profile' })).toBeInTheDocument();
    expect(within(personal()).getByText('+1 555 0100')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', '/me')[0].body).toEqual({
      firstName: 'ada',
      lastName: 'lovelace',
      mobile: '+1 555 0100',
      address: '1 Main St',
      dateOfBirth: null,
    });
    expect(useToasts.getState().current).toMatchObject({
      title: 'Success',
      description: 'Profile updated successfully!',
    });
  });

  it('checks fields before sending, and shows "Update failed" with the server message', async () => {
    const requests = await renderProfile({
      'PATCH /me': apiError(422, 'VALIDATION_FAILED', 'Date of birth is in the future.'),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await fill(user, screen.getByRole('textbox', { name: 'Mobile Number' }), 'call me');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Enter a valid phone number')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', '/me')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Mobile Number' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Update failed',
        description: 'Date of birth is in the future.',
      }),
    );
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
  });

  it('Cancel leaves editing without saving', async () => {
    const requests = await renderProfile();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await fill(user, screen.getByRole('textbox', { name: 'First Name' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(personal()).getByText('Ada')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', '/me')).toEqual([]);
  });

  it('uploads a new photo (compressed, raw body with its Content-Type) after saving the details', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
    const requests = await renderProfile({
      'PATCH /me': ok(makeUser()),
      'PUT /me/avatar': ok(makeUser({ avatarUrl: '/api/avatars/1.png' })),
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const photo = new File(['png-bytes'], 'me.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Profile photo file'), photo);
    expect(await screen.findByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      'blob:preview',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByRole('button', { name: 'Edit Profile' });
    const [upload] = sent(requests, 'PUT', '/me/avatar');
    expect(upload.headers['content-type']).toBe('image/png');
    expect(upload.body).toBe(photo);
    expect(useSession.getState().user?.avatarUrl).toBe('/api/avatars/1.png');
  });

  it('leads to the notification settings, which have their own page', async () => {
    await renderProfile();
    const card = screen.getByRole('region', { name: 'Notification Preferences' });
    await userEvent
      .setup()
      .click(within(card).getByRole('link', { name: 'Notification Settings' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/settings/notifications',
    );
  });

  it('sends a verification code for an unverified email and continues on /verify-otp', async () => {
    const requests = await renderProfile(
      { 'POST /auth/email/send-code': ok({ message: 'Code sent.' }) },
      { emailVerified: false },
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/verify-otp',
    );
    expect(localStorage.getItem('pendingEmail')).toBe('ada@example.com');
    expect(sent(requests, 'POST', '/auth/email/send-code')[0].body).toEqual({
      email: 'ada@example.com',
    });
  });
});

describe('ProfilePage: changing the email', () => {
  const message =
    'If grace@example.com can be used, we sent a 6-digit code to it. Enter it and the one we sent to ada@example.com to finish the change.';
  const emailed = { method: 'email', message };

  /** The boxes of one code, found by what their label says of where the code came from. */
  async function typeCode(
    user: ReturnType<typeof userEvent.setup>,
    card: ReturnType<typeof within>,
    from: RegExp | string,
    code: string,
  ) {
    const group = await card.findByRole('group', { name: from });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste(code);
  }

  async function startChange(user: ReturnType<typeof userEvent.setup>) {
    const card = within(screen.getByRole('region', { name: 'Email Address' }));
    await user.click(card.getByRole('button', { name: 'Change email' }));
    await fill(user, card.getByLabelText('New email address'), 'grace@example.com');
    await fill(user, card.getByLabelText('Current password'), 'correct horse');
    await user.click(card.getByRole('button', { name: 'Send codes' }));
    return card;
  }

  it('checks the fields first, then finishes with both codes, each labelled by the address it went to', async () => {
    const requests = await renderProfile({
      'POST /me/email': ok(emailed),
      'POST /me/email/verify': ok(makeUser({ email: 'grace@example.com' })),
    });
    const user = userEvent.setup();
    const card = within(screen.getByRole('region', { name: 'Email Address' }));
    await user.click(card.getByRole('button', { name: 'Change email' }));
    expect(card.getByText(/your current address can cancel the change for 24 hours/)).toBeVisible();
    await user.click(card.getByRole('button', { name: 'Send codes' }));
    expect(await card.findByText('Password is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/me/email')).toHaveLength(0);

    await fill(user, card.getByLabelText('New email address'), 'Grace@Example.com ');
    await fill(user, card.getByLabelText('Current password'), 'correct horse');
    await user.click(card.getByRole('button', { name: 'Send codes' }));
    expect(await card.findByText(message)).toBeInTheDocument();
    expect(sent(requests, 'POST', '/me/email')[0].body).toEqual({
      newEmail: 'grace@example.com',
      password: 'correct horse',
    });
    const verify = card.getByRole('button', { name: 'Verify' });
    await typeCode(user, card, 'Code sent to grace@example.com (the new address)', '123456');
    // One code is not enough: the current address agrees too.
    expect(verify).toBeDisabled();
    await typeCode(user, card, 'Code sent to ada@example.com (your current address)', '654321');
    await user.click(verify);
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Email changed' }),
    );
    expect(useToasts.getState().current?.description).toMatch(/can cancel the change for 24 hours/);
    expect(sent(requests, 'POST', '/me/email/verify')[0].body).toEqual({
      code: '123456',
      currentCode: '654321',
    });
    expect(useSession.getState().user?.email).toBe('grace@example.com');
    expect(card.getByText('grace@example.com')).toBeInTheDocument();
  });

  it("asks for the authenticator app's code as the current factor where the app is set up", async () => {
    const requests = await renderProfile({
      'POST /me/email': ok({
        method: 'totp',
        message:
          'If grace@example.com can be used, we sent a 6-digit code to it. Enter it and enter a code from your authenticator app to finish the change.',
      }),
      'POST /me/email/verify': ok(makeUser({ email: 'grace@example.com' })),
    });
    const user = userEvent.setup();
    const card = await startChange(user);
    await typeCode(user, card, /the new address/, '123456');
    await typeCode(user, card, 'Code from your authenticator app', '287082');
    expect(card.queryByRole('group', { name: /your current address/ })).toBeNull();
    await user.click(card.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(sent(requests, 'POST', '/me/email/verify')[0]?.body).toEqual({
        code: '123456',
        currentCode: '287082',
      }),
    );
  });

  it('sends new codes on request and clears both boxes after a wrong one', async () => {
    const requests = await renderProfile({
      'POST /me/email': ok(emailed),
      'POST /me/email/verify': apiError(400, 'AUTH_CODE_INVALID', 'That code is not correct.'),
    });
    const user = userEvent.setup();
    const card = await startChange(user);
    await typeCode(user, card, /the new address/, '000000');
    await typeCode(user, card, /your current address/, '111111');
    await user.click(card.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        description: 'That code is not correct.',
      }),
    );
    for (const group of card.getAllByRole('group'))
      expect(within(group).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await user.click(card.getByRole('button', { name: 'Send new codes' }));
    await waitFor(() => expect(sent(requests, 'POST', '/me/email')).toHaveLength(2));
    expect(useSession.getState().user?.email).toBe('ada@example.com');
  });
});

describe('ProfilePage: names', () => {
  it.each([
    [
      '-Ada',
      'First name must start each word with a letter, and may have a dot only at the end of a word',
    ],
    ['Ada <3', "First name may contain letters, spaces, ' - and . only"],
  ])('says what a name may hold: %s', async (name, message) => {
    const requests = await renderProfile({});
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const field = screen.getByRole('textbox', { name: 'First Name' });
    await user.clear(field);
    await fill(user, field, name);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(field).toHaveAccessibleDescription(message);
    expect(sent(requests, 'PATCH', '/me')).toEqual([]);
  });
});
