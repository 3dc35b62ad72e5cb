import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  deferred,
  fill,
  methodUrlBody,
  renderPage,
  type StubAnswer,
  stubApi,
} from '@vaultline/testing';
import { RegisterPage } from './register-page';

const CREATED = { status: 201, data: { message: 'Check your email for a code.' } };

async function fillForm(
  overrides: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>> = {},
) {
  const user = userEvent.setup();
  renderPage(<RegisterPage />, { path: '/register' });
  await fill(user, screen.getByLabelText(/First name/), overrides.first ?? 'Ada');
  await fill(user, screen.getByLabelText(/Last name/), overrides.last ?? 'Lovelace');
  await fill(
    user,
    screen.getByRole('textbox', { name: /Email/ }),
    overrides.email ?? 'Ada@Example.com',
  );
  await fill(
    user,
    screen.getByLabelText(/^Password/, { selector: 'input' }),
    overrides.password ?? 'Correct-Horse-9',
  );
  await fill(
    user,
    screen.getByLabelText(/^Confirm password/),
    overrides.confirm ?? 'Correct-Horse-9',
  );
  return user;
}

describe('RegisterPage', () => {
  it('keeps Create Account disabled until the terms are accepted', async () => {
    const user = await fillForm();
    const create = screen.getByRole('button', { name: 'Create Account' });
    expect(create).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', {
        name: /I agree to the Terms of Service and the Privacy Policy/,
      }),
    );
    expect(create).toBeEnabled();
  });

  it('on mismatched passwords toasts "Invalid Password" and sends nothing', async () => {
    const requests = stubApi({ 'POST /auth/register': CREATED });
    const user = await fillForm({ confirm: 'Something-Else-1' });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(useToasts.getState().current).toMatchObject({
      title: 'Invalid Password',
      description: 'Passwords do not match!',
      severity: 'error',
    });
    expect(methodUrlBody(requests)).toEqual([]);
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(
      'Passwords do not match!',
    );
  });

  it('sends the marketing opt-in when ticked', async () => {
    const requests = stubApi({ 'POST /auth/register': CREATED });
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Send me Vaultline product news' }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('status', { name: 'Current location' });
    expect(methodUrlBody(requests)[0].body).toMatchObject({ marketing: true });
  });

  it('on success sends the fields and the opt-in (off), keeps pendingEmail, goes to /verify-otp', async () => {
    const pending = deferred<StubAnswer>();
    const requests = stubApi({ 'POST /auth/register': () => pending.promise });
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
    pending.resolve(CREATED);

    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/verify-otp',
    );
    expect(methodUrlBody(requests)).toEqual([
      {
        method: 'POST',
        url: '/auth/register',
        body: {
          firstName: 'Ada',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          password: 'Correct-Horse-9',
          marketing: false,
        },
      },
    ]);
    expect(localStorage.getItem('pendingEmail')).toBe('ada@example.com');
    expect(useToasts.getState().current).toMatchObject({
      title: 'Success!',
      description: 'Account created! Please check your email for the OTP code.',
      severity: 'success',
    });
  });

  it('on failure toasts "Registration Failed!" with the server message and stays', async () => {
    stubApi({
      'POST /auth/register': apiError(400, 'VALIDATION_FAILED', 'Choose a less common password'),
    });
    const user = await fillForm();
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Registration Failed!',
      description: 'Choose a less common password',
    });
    expect(localStorage.getItem('pendingEmail')).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Account' })).toBeInTheDocument();
  });

  it('checks fields before sending: required names and a valid email', async () => {
    const requests = stubApi({ 'POST /auth/register': CREATED });
    const user = await fillForm({ email: 'not-an-email' });
    await user.clear(screen.getByLabelText(/First name/));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription(
      'First name is required',
    );
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(methodUrlBody(requests)).toEqual([]);
  });

  it.each([
    [
      '-Ada',
      'First name must start each word with a letter, and may have a dot only at the end of a word',
    ],
    ['Ada2', "First name may contain letters, spaces, ' - and . only"],
  ])('says what a name may hold: %s', async (first, message) => {
    const requests = stubApi({ 'POST /auth/register': CREATED });
    const user = await fillForm({ first });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByLabelText(/First name/)).toHaveAccessibleDescription(message);
    expect(methodUrlBody(requests)).toEqual([]);
  });

  it('takes names in any script, with apostrophes, hyphens and dots', async () => {
    const requests = stubApi({ 'POST /auth/register': CREATED });
    const user = await fillForm({ first: 'Zoë-Ann', last: 'O’Brien St. Clair' });
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByRole('status', { name: 'Current location' });
    expect(methodUrlBody(requests)[0].body).toMatchObject({
      firstName: 'Zoë-Ann',
      lastName: 'O’Brien St. Clair',
    });
  });

  it('shows the strength of the password as it is typed', async () => {
    await fillForm({ password: 'abc', confirm: 'abc' });
    expect(screen.getByText('Password strength: Weak')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    const user = await fillForm();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('opens the terms and privacy in a two-tab dialog, and "I Agree" ticks the box', async () => {
    const user = userEvent.setup();
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('checkbox', { name: /I agree/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Privacy Policy' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms and Privacy' });
    expect(within(dialog).getByRole('tab', { name: 'Privacy Policy' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(
      within(dialog).getByRole('heading', { name: 'Passwords and codes' }),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'Terms of Service' }));
    expect(within(dialog).getByRole('heading', { name: '1. Eligibility' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(await screen.findByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links back to home and to sign-in', () => {
    renderPage(<RegisterPage />, { path: '/register' });
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
