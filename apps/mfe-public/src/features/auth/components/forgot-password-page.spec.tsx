import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill, methodUrlBody, renderPage, stubApi } from '@vaultline/testing';
import { ForgotPasswordPage } from './forgot-password-page';

describe('ForgotPasswordPage', () => {
  it('sends the email and shows the answer, saying the link lasts 24 hours and works once', async () => {
    const requests = stubApi({
      'POST /auth/password/forgot': {
        status: 200,
        data: { message: 'If that address has an account, we emailed a link.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await fill(user, screen.getByRole('textbox', { name: /Email/ }), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(
      await screen.findByText('If that address has an account, we emailed a link.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/works once and expires after 24 hours/)).toBeInTheDocument();
    expect(methodUrlBody(requests)).toEqual([
      { method: 'POST', url: '/auth/password/forgot', body: { email: 'ada@example.com' } },
    ]);
  });

  it('asks for a valid email before sending', async () => {
    const requests = stubApi({});
    const user = userEvent.setup();
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(
      'Email is required',
    );
    expect(methodUrlBody(requests)).toEqual([]);
  });
});
