import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  apiError,
  makeUser,
  ok,
  renderPage,
  sent,
  sessionFor,
  stubApi,
  uuid,
} from '@vaultline/testing';
import { FallbackSignIn } from './fallback-sign-in';

describe('the shell’s own sign-in (the public remote cannot load)', () => {
  const signIn = async (email: string, password: string) => {
    await userEvent.type(screen.getByLabelText(/Email/), email);
    await userEvent.type(screen.getByLabelText(/^Password/), password);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  };

  it('signs in and goes home', async () => {
    const requests = stubApi({ 'POST /auth/sign-in': ok(sessionFor(makeUser())) });
    renderPage(<FallbackSignIn />, { path: '/login' });
    expect(
      screen.getByText('The sign-in page could not load; you can still sign in here.'),
    ).toBeInTheDocument();
    await signIn('ada@example.com', 'correct horse');
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/dashboard',
    );
    expect(sent(requests, 'POST', '/auth/sign-in')[0].body).toEqual({
      email: 'ada@example.com',
      password: 'correct horse',
      rememberMe: false,
    });
  });

  it('asks for the emailed code when two-factor is on', async () => {
    stubApi({
      'POST /auth/sign-in': ok({
        status: 'code_required',
        challengeId: uuid(9),
        message: 'We emailed you a code.',
      }),
      'POST /auth/sign-in/code': ok(sessionFor(makeUser({ role: 'admin' }))),
    });
    renderPage(<FallbackSignIn />, { path: '/login' });
    await signIn('sam@example.com', 'correct horse');
    expect(await screen.findByText('We emailed you a code.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/6-digit code/), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/admin',
    );
  });

  it('says why a sign-in failed and stays', async () => {
    stubApi({
      'POST /auth/sign-in': apiError(401, 'AUTH_INVALID_CREDENTIALS', 'Invalid email or password.'),
    });
    renderPage(<FallbackSignIn />, { path: '/login' });
    await signIn('ada@example.com', 'wrong');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
