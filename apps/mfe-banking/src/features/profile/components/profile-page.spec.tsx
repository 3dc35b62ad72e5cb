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
  const message = 'If grace@example.com can be used, we sent a 6-digit code to it.';

  it('checks the fields first, sends the password and new address, finishes with the code', async () => {
    const requests = await renderProfile({
      'POST /me/email': ok({ message }),
      'POST /me/email/verify': ok(makeUser({ email: 'grace@example.com' })),
    });
    const user = userEvent.setup();
    const card = within(screen.getByRole('region', { name: 'Email Address' }));
    await user.click(card.getByRole('button', { name: 'Change email' }));
    await user.click(card.getByRole('button', { name: 'Send code' }));
    expect(await card.findByText('Password is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', '/me/email')).toHaveLength(0);

    await fill(user, card.getByLabelText('New email address'), 'Grace@Example.com ');
    await fill(user, card.getByLabelText('Current password'), 'correct horse');
    await user.click(card.getByRole('button', { name: 'Send code' }));
    expect(await card.findByText(message)).toBeInTheDocument();
    expect(sent(requests, 'POST', '/me/email')[0].body).toEqual({
      newEmail: 'grace@example.com',
      password: 'correct horse',
    });
    await user.click(card.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(card.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Email changed' }),
    );
    expect(sent(requests, 'POST', '/me/email/verify')[0].body).toEqual({ code: '123456' });
    expect(useSession.getState().user?.email).toBe('grace@example.com');
    expect(card.getByText('grace@example.com')).toBeInTheDocument();
  });

  it('sends a new code on request and clears the boxes after a wrong one', async () => {
    const requests = await renderProfile({
      'POST /me/email': ok({ message }),
      'POST /me/email/verify': apiError(400, 'AUTH_CODE_INVALID', 'That code is not correct.'),
    });
    const user = userEvent.setup();
    const card = within(screen.getByRole('region', { name: 'Email Address' }));
    await user.click(card.getByRole('button', { name: 'Change email' }));
    await fill(user, card.getByLabelText('New email address'), 'grace@example.com');
    await fill(user, card.getByLabelText('Current password'), 'correct horse');
    await user.click(card.getByRole('button', { name: 'Send code' }));
    await user.click(await card.findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('000000');
    await user.click(card.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        description: 'That code is not correct.',
      }),
    );
    expect(card.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    await user.click(card.getByRole('button', { name: 'Send a new code' }));
    await waitFor(() => expect(sent(requests, 'POST', '/me/email')).toHaveLength(2));
    expect(useSession.getState().user?.email).toBe('ada@example.com');
  });
});
