import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useToasts } from '@vaultline/session';
import { apiError, fill, methodUrlBody, renderPage, stubApi } from '@vaultline/testing';
import { ResetPasswordPage } from './reset-password-page';

const TOKEN = 'aB3_dE6-gH9jK2mN5pQ8sT1';

/** The whole address the router is at, fragment included. */
function AddressBar() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address bar">{`${pathname}${search}${hash}`}</output>;
}

function openLink(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AddressBar />
      <Routes>
        <Route path="/reset-password" element={<ResetPasswordPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

async function choose(password: string, confirm: string, url = `/reset-password#token=${TOKEN}`) {
  const user = userEvent.setup();
  renderPage(<ResetPasswordPage />, { path: '/reset-password', url });
  await fill(user, screen.getByLabelText(/^New password/, { selector: 'input' }), password);
  await fill(user, screen.getByLabelText(/^Confirm new password/, { selector: 'input' }), confirm);
  await user.click(screen.getByRole('button', { name: 'Reset Password' }));
}

describe('ResetPasswordPage', () => {
  it('sends the token and the new password, then goes to sign-in', async () => {
    const requests = stubApi({
      'POST /auth/password/reset': {
        status: 200,
        data: { message: 'Your password has been changed.' },
      },
    });
    await choose('New-Passphrase-7', 'New-Passphrase-7');
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/login',
    );
    expect(methodUrlBody(requests)).toEqual([
      {
        method: 'POST',
        url: '/auth/password/reset',
        body: {
          token: TOKEN,
          newPassword: 'New-Passphrase-7',
          confirmPassword: 'New-Passphrase-7',
        },
      },
    ]);
    expect(useToasts.getState().current).toMatchObject({
      title: 'Password Reset Successful.',
      severity: 'success',
    });
  });

  it('still takes the token from the query string of links sent before', async () => {
    const changed = { status: 200, data: { message: 'Your password has been changed.' } };
    const requests = stubApi({ 'POST /auth/password/reset': changed });
    await choose('New-Passphrase-7', 'New-Passphrase-7', `/reset-password?token=${TOKEN}`);
    expect(await screen.findByRole('status', { name: 'Current location' })).toHaveTextContent(
      '/login',
    );
    expect(methodUrlBody(requests)[0].body).toMatchObject({ token: TOKEN });
  });

  const links = [`/reset-password#token=${TOKEN}`, `/reset-password?token=${TOKEN}`];
  it.each(links)('takes the token out of the address bar: %s', async (url) => {
    openLink(url);
    expect(await screen.findByRole('status', { name: 'Address bar' })).toHaveTextContent(
      /^\/reset-password$/,
    );
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
  });

  it('sends nothing when the passwords differ', async () => {
    const requests = stubApi({});
    await choose('New-Passphrase-7', 'Other-Passphrase-7');
    expect(useToasts.getState().current).toMatchObject({
      title: 'Invalid Password',
      description: 'Passwords do not match!',
    });
    expect(methodUrlBody(requests)).toEqual([]);
  });

  it('offers a new link when the API says this one is not valid', async () => {
    stubApi({
      'POST /auth/password/reset': apiError(
        400,
        'AUTH_RESET_LINK_INVALID',
        'This reset link has expired or was already used.',
      ),
    });
    await choose('New-Passphrase-7', 'New-Passphrase-7');
    expect(await screen.findByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(useToasts.getState().current).toMatchObject({
      description: 'This reset link has expired or was already used.',
    });
  });

  it('says a link without a token is not valid', () => {
    renderPage(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByText(/This reset link is not valid/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset Password' })).not.toBeInTheDocument();
  });
});
