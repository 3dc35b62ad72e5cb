import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSession, useToasts } from '@vaultline/session';
import {
  apiError,
  makeUser,
  methodUrlBody,
  renderPage,
  signInAs,
  stubApi,
} from '@vaultline/testing';
import { VerifyOtpPage } from './verify-otp-page';

function renderVerify() {
  renderPage(<VerifyOtpPage />, { path: '/verify-otp' });
}

describe('VerifyOtpPage', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('keeps Verify OTP disabled until six digits are entered', async () => {
    localStorage.setItem('pendingEmail', 'ada@example.com');
    const user = userEvent.setup();
    renderVerify();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    const verify = screen.getByRole('button', { name: 'Verify OTP' });
    expect(verify).toBeDisabled();
    await user.keyboard('12345');
    expect(verify).toBeDisabled();
    await user.keyboard('6');
    expect(verify).toBeEnabled();
  });

  it('verifies, shows "Email Verified!", forgets pendingEmail and goes to /login after 2 seconds', async () => {
    jest.useFakeTimers();
    localStorage.setItem('pendingEmail', 'ada@example.com');
    const requests = stubApi({
      'POST /auth/email/verify': { status: 200, data: { message: 'Email verified.' } },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderVerify();
    await user.paste('482019');
    fireEvent.click(screen.getByRole('button', { name: 'Verify OTP' }));
    // Let the stubbed answer arrive inside act (no time passes for the 2 s redirect yet).
    await act(() => jest.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(methodUrlBody(requests)).toEqual([
      {
        method: 'POST',
        url: '/auth/email/verify',
        body: { email: 'ada@example.com', code: '482019' },
      },
    ]);
    expect(localStorage.getItem('pendingEmail')).toBeNull();

    act(() => jest.advanceTimersByTime(1999));
    expect(screen.queryByRole('status', { name: 'Current location' })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/login');
  });

  it('signed in (from the profile): reloads the user and goes back to the profile', async () => {
    signInAs(makeUser({ emailVerified: false }));
    localStorage.setItem('pendingEmail', 'ada@example.com');
    stubApi({
      'POST /auth/email/verify': { status: 200, data: { message: 'Email verified.' } },
      'GET /me': { status: 200, data: makeUser({ emailVerified: true }) },
    });
    const user = userEvent.setup();
    renderVerify();
    await user.paste('482019');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('heading', { name: 'Email Verified!' })).toBeInTheDocument();
    expect(useSession.getState().user?.emailVerified).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Go to your profile' }));
    expect(screen.getByRole('status', { name: 'Current location' })).toHaveTextContent('/profile');
  });

  it('toasts "Invalid" with the server message on a wrong code, and clears the boxes', async () => {
    localStorage.setItem('pendingEmail', 'ada@example.com');
    stubApi({
      'POST /auth/email/verify': apiError(400, 'AUTH_CODE_INVALID', 'That code is not right.'),
    });
    const user = userEvent.setup();
    renderVerify();
    await user.paste('111111');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(await screen.findByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
    expect(useToasts.getState().current).toMatchObject({
      title: 'Invalid',
      description: 'That code is not right.',
      severity: 'error',
    });
    expect(localStorage.getItem('pendingEmail')).toBe('ada@example.com');
  });

  it('without a pending email, toasts "Failure!" and sends nothing', async () => {
    const requests = stubApi({});
    const user = userEvent.setup();
    renderVerify();
    expect(screen.getByRole('link', { name: 'register again' })).toHaveAttribute(
      'href',
      '/register',
    );
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }));
    expect(useToasts.getState().current).toMatchObject({
      title: 'Failure!',
      description: 'No email found. Please register again.',
    });
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(useToasts.getState().current).toMatchObject({ title: 'Failure!' });
    expect(methodUrlBody(requests)).toEqual([]);
  });

  it('resends the code and says so', async () => {
    localStorage.setItem('pendingEmail', 'ada@example.com');
    const requests = stubApi({
      'POST /auth/email/send-code': { status: 200, data: { message: 'A new code is on its way.' } },
    });
    const user = userEvent.setup();
    renderVerify();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    expect(await screen.findByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    expect(methodUrlBody(requests)).toEqual([
      { method: 'POST', url: '/auth/email/send-code', body: { email: 'ada@example.com' } },
    ]);
    expect(useToasts.getState().current).toMatchObject({
      title: 'OTP resent successfully!',
      severity: 'success',
    });
  });

  it('shows the server message when a resend is refused', async () => {
    localStorage.setItem('pendingEmail', 'ada@example.com');
    stubApi({
      'POST /auth/email/send-code': apiError(
        429,
        'AUTH_CODE_RESEND_LIMIT',
        'Wait a minute before asking for another code.',
      ),
    });
    const user = userEvent.setup();
    renderVerify();
    await user.click(screen.getByRole('button', { name: 'Resend OTP' }));
    await screen.findByRole('button', { name: 'Resend OTP' });
    expect(useToasts.getState().current).toMatchObject({
      description: 'Wait a minute before asking for another code.',
      severity: 'error',
    });
  });
});
