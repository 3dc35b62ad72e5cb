import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, useToasts } from '@vaultline/session';
import {
  apiError,
  deferred,
  fill,
  methodUrlBody,
  renderPage,
  type StubAnswer,
  stubApi,
} from '@vaultline/testing';
import { makeUser, sessionFor } from '../../../test/fixtures';
import { LoginPage } from './login-page';
import { EMAILED_CODE_REASON } from './two-factor-step';

const CHALLENGE_ID = '0b7c9a4e-2f1d-4e8a-9c3b-5d6e7f8a9b0c';

async function signInWith({
  email = 'ada@example.com',
  password = 'Correct-Horse-9',
  remember = false,
} = {}) {
  const user = userEvent.setup();
  renderPage(<LoginPage />, { path: '/login' });
  await fill(user, screen.getByRole('textbox', { name: /Email/ }), email);
  await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), password);
  if (remember) await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

/** The page as the drawn form's answer leaves it: at the emailed code's step (its fragment). */
async function atFormCodeStep() {
  window.history.replaceState(
    null,
    '',
    `/login#sign-in=code&challenge=${CHALLENGE_ID}&method=email`,
  );
  const requests = stubApi({
    'POST /auth/sign-in/code': { status: 200, data: sessionFor(makeUser()) },
  });
  const user = userEvent.setup();
  renderPage(<LoginPage />, { path: '/login' });
  expect(
    await screen.findByText(/We sent a 6-digit code to your email address/),
  ).toBeInTheDocument();
  return { requests, user };
}

function location() {
  return screen.findByRole('status', { name: 'Current location' });
}

describe('LoginPage', () => {
  it('signs a customer in, welcomes them and goes to /dashboard; Remember me is sent', async () => {
    const customer = makeUser({ role: 'customer' });
    const requests = stubApi({ 'POST /auth/sign-in': { status: 200, data: sessionFor(customer) } });
    await signInWith({ remember: true });
    expect(await location()).toHaveTextContent('/dashboard');
    expect(methodUrlBody(requests)[0]).toEqual({
      method: 'POST',
      url: '/auth/sign-in',
      body: { email: 'ada@example.com', password: 'Correct-Horse-9', rememberMe: true },
    });
    expect(useToasts.getState().current).toMatchObject({
      title: 'Login Successful',
      description: 'Welcome to your dashboard!',
      severity: 'success',
    });
    expect(useSession.getState()).toMatchObject({ status: 'signedIn', user: customer });
  });

  it('sends an admin to /admin with "Welcome back, Admin!"', async () => {
    stubApi({
      'POST /auth/sign-in': { status: 200, data: sessionFor(makeUser({ role: 'admin' })) },
    });
    await signInWith();
    expect(await location()).toHaveTextContent('/admin');
    expect(useToasts.getState().current).toMatchObject({
      title: 'Login Successful',
      description: 'Welcome back, Admin!',
    });
  });

  it('shows "Signing in..." while the request runs', async () => {
    const pending = deferred<StubAnswer>();
    stubApi({ 'POST /auth/sign-in': () => pending.promise });
    await signInWith();
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    pending.resolve(apiError(401, 'AUTH_INVALID_CREDENTIALS', 'Invalid email or password'));
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('toasts "Login Failed" with the server message on wrong credentials', async () => {
    stubApi({
      'POST /auth/sign-in': apiError(401, 'AUTH_INVALID_CREDENTIALS', 'Invalid email or password'),
    });
    await signInWith();
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Login Failed',
      description: 'Invalid email or password',
      severity: 'error',
    });
    expect(useSession.getState().status).toBe('signedOut');
  });

  it('toasts the throttle message, which says when to retry', async () => {
    stubApi({
      'POST /auth/sign-in': apiError(
        429,
        'AUTH_THROTTLED',
        'Too many attempts. Try again in 5 minutes.',
      ),
    });
    await signInWith();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(useToasts.getState().current).toMatchObject({
      title: 'Login Failed',
      description: 'Too many attempts. Try again in 5 minutes.',
    });
  });

  it('toasts "Network Error" when the API cannot be reached', async () => {
    stubApi({ 'POST /auth/sign-in': 'network-error' });
    await signInWith();
    await screen.findByRole('button', { name: 'Sign In' });
    expect(useToasts.getState().current).toMatchObject({
      title: 'Network Error',
      description: 'Please check your internet connection and try again.',
    });
  });

  it('checks the fields before sending anything', async () => {
    const requests = stubApi({});
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login' });
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'ada@');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Enter a valid email address',
    );
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveAccessibleDescription(
      'Password is required',
    );
    expect(methodUrlBody(requests)).toEqual([]);
  });

  it('asks a new browser for the emailed code, saying why and for how long it then trusts the browser, then signs in', async () => {
    const requests = stubApi({
      'POST /auth/sign-in': {
        status: 200,
        data: {
          status: 'code_required',
          challengeId: CHALLENGE_ID,
          message: 'We emailed a code to a***@example.com.',
        },
      },
      'POST /auth/sign-in/code': { status: 200, data: sessionFor(makeUser()) },
    });
    const user = await signInWith();
    expect(await screen.findByText('We emailed a code to a***@example.com.')).toBeInTheDocument();
    expect(screen.getByText(EMAILED_CODE_REASON)).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    expect(verify).toBeDisabled();
    await user.paste('123456');
    await user.click(verify);
    expect(await location()).toHaveTextContent('/dashboard');
    expect(methodUrlBody(requests)[1]).toEqual({
      method: 'POST',
      url: '/auth/sign-in/code',
      body: { challengeId: CHALLENGE_ID, code: '123456' },
    });
    expect(useToasts.getState().current).toMatchObject({ title: 'Login Successful' });
  });

  it('asks for the code from the authenticator app (no email, no new code) and signs in with it', async () => {
    const requests = stubApi({
      'POST /auth/sign-in': {
        status: 200,
        data: {
          status: 'code_required',
          challengeId: CHALLENGE_ID,
          method: 'totp',
          message: 'Enter the 6-digit code from your authenticator app.',
        },
      },
      'POST /auth/sign-in/code': { status: 200, data: sessionFor(makeUser()) },
    });
    const user = await signInWith();
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a new code' })).not.toBeInTheDocument();
    await user.paste('654321');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await location()).toHaveTextContent('/dashboard');
    expect(methodUrlBody(requests)[1]).toEqual({
      method: 'POST',
      url: '/auth/sign-in/code',
      body: { challengeId: CHALLENGE_ID, code: '654321' },
    });
  });

  it('takes a recovery code instead of the app’s code, checking its shape first', async () => {
    const requests = stubApi({
      'POST /auth/sign-in': {
        status: 200,
        data: { status: 'code_required', challengeId: CHALLENGE_ID, method: 'totp', message: '' },
      },
      'POST /auth/sign-in/code': { status: 200, data: sessionFor(makeUser()) },
    });
    const user = await signInWith();
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    expect(screen.queryByRole('group', { name: 'Sign-in code' })).not.toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Recovery code' });
    const verify = screen.getByRole('button', { name: 'Verify Code' });
    await user.type(field, 'k7m2p-x4q');
    expect(verify).toBeDisabled();
    await user.type(field, '6r');
    await user.click(verify);
    expect(await location()).toHaveTextContent('/dashboard');
    expect(methodUrlBody(requests)[1]).toEqual({
      method: 'POST',
      url: '/auth/sign-in/code',
      body: { challengeId: CHALLENGE_ID, recoveryCode: 'k7m2p-x4q6r' },
    });
  });

  it('offers to sign in again when an app sign-in can no longer be completed', async () => {
    const requests = stubApi({
      'POST /auth/sign-in': {
        status: 200,
        data: { status: 'code_required', challengeId: CHALLENGE_ID, method: 'totp', message: '' },
      },
      'POST /auth/sign-in/code': apiError(
        400,
        'AUTH_CODE_ATTEMPTS_EXCEEDED',
        'Too many wrong tries for this code. Request a new one.',
      ),
    });
    const user = await signInWith();
    await screen.findByRole('button', { name: 'Use a recovery code' });
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    await user.click(await screen.findByRole('button', { name: 'Sign in again' }));
    expect(methodUrlBody(requests).map((request) => request.url)).toEqual([
      '/auth/sign-in',
      '/auth/sign-in/code',
      '/auth/sign-in',
    ]);
  });

  it('toasts a wrong sign-in code and clears the boxes', async () => {
    stubApi({
      'POST /auth/sign-in': {
        status: 200,
        data: { status: 'code_required', challengeId: CHALLENGE_ID, message: 'Code sent.' },
      },
      'POST /auth/sign-in/code': apiError(
        400,
        'AUTH_CODE_INVALID',
        'That code is not right. 4 tries left.',
      ),
    });
    const user = await signInWith();
    await screen.findByText('Code sent.');
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByRole('button', { name: 'Verify Code' })).toBeDisabled();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Login Failed',
      description: 'That code is not right. 4 tries left.',
    });
    expect(screen.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  });

  it('says when sign-in codes are blocked and stops offering codes', async () => {
    const blocked =
      'Too many wrong codes. Sign-in codes are blocked on this account for up to 24 hours.';
    const challenge = { status: 'code_required', challengeId: CHALLENGE_ID, message: 'Code sent.' };
    stubApi({
      'POST /auth/sign-in': { status: 200, data: challenge },
      'POST /auth/sign-in/code': apiError(429, 'AUTH_CODE_LOCKED', blocked),
    });
    const user = await signInWith();
    await screen.findByText('Code sent.');
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await screen.findByText(blocked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeDisabled();
    await user.paste('222222');
    expect(screen.getByRole('button', { name: 'Verify Code' })).toBeDisabled();
  });

  it('offers a new code for an unverified email, then goes to /verify-otp', async () => {
    const requests = stubApi({
      'POST /auth/sign-in': apiError(
        403,
        'AUTH_EMAIL_NOT_VERIFIED',
        'Verify your email address first.',
      ),
      'POST /auth/email/send-code': { status: 200, data: { message: 'We sent a new code.' } },
    });
    const user = await signInWith();
    await user.click(await screen.findByRole('button', { name: 'Send a new code' }));
    expect(await location()).toHaveTextContent('/verify-otp');
    expect(methodUrlBody(requests)[1]).toEqual({
      method: 'POST',
      url: '/auth/email/send-code',
      body: { email: 'ada@example.com' },
    });
    expect(localStorage.getItem('pendingEmail')).toBe('ada@example.com');
  });

  it('continues to the page in ?next= after signing in, if it is on this site', async () => {
    stubApi({ 'POST /auth/sign-in': { status: 200, data: sessionFor(makeUser()) } });
    const user = userEvent.setup();
    renderPage(<LoginPage />, { path: '/login', url: '/login?next=%2Fsupport' });
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await fill(user, screen.getByLabelText(/^Password/, { selector: 'input' }), 'Correct-Horse-9');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await location()).toHaveTextContent('/support');
  });

  it('ignores a ?next= that leaves the site', async () => {
    useSession.getState().setSession(sessionFor(makeUser()));
    renderPage(<LoginPage />, { path: '/login', url: '/login?next=%2F%2Fevil.example' });
    expect(await location()).toHaveTextContent(/^\/dashboard$/);
  });

  it('sends someone already signed in to their home page', async () => {
    useSession.getState().setSession(sessionFor(makeUser({ role: 'admin' })));
    renderPage(<LoginPage />, { path: '/login' });
    expect(await location()).toHaveTextContent('/admin');
  });

  it('takes the plain form’s second step; a new code needs the credentials again', async () => {
    const { requests, user } = await atFormCodeStep();
    expect(window.location.hash).toBe('');
    // This page never saw the credentials the form sent: a new code starts from them again.
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByRole('textbox', { name: /Email/ })).toBeInTheDocument();
    expect(requests).toHaveLength(0);
  });

  it('finishes the plain form’s sign-in with the code', async () => {
    const { requests, user } = await atFormCodeStep();
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify Code' }));
    expect(await location()).toHaveTextContent('/dashboard');
    expect(methodUrlBody(requests)[0]).toEqual({
      method: 'POST',
      url: '/auth/sign-in/code',
      body: { challengeId: CHALLENGE_ID, code: '123456' },
    });
  });

  it('says in its own words why the plain form’s sign-in failed', async () => {
    window.history.replaceState(null, '', '/login#sign-in=failed&code=AUTH_INVALID_CREDENTIALS');
    stubApi({});
    renderPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByRole('textbox', { name: /Email/ })).toBeInTheDocument();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Login Failed',
      description: 'Invalid email or password.',
      severity: 'error',
    });
    expect(window.location.hash).toBe('');
  });

  it('links to sign-up and to forgot password', () => {
    renderPage(<LoginPage />, { path: '/login' });
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
