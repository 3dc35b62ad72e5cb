import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSession, useToasts } from '@vaultline/session';
import {
  apiError,
  deferred,
  methodUrlBody,
  ok,
  renderPage,
  signInAs,
  type StubAnswer,
  stubApi,
} from '@vaultline/testing';
import { makeUser } from '../../../test/fixtures';
import { CancelEmailChangePage } from './cancel-email-change-page';

const TOKEN = 'c4NcEl-tOkEn_0123456789abcdef';
const LINK = `/email-change/cancel#token=${TOKEN}`;
const CANCELLED =
  'The email change was cancelled and your account signed out everywhere. Sign in with your old email and choose a new password: whoever changed it knew yours.';

/** The whole address the router is at, fragment included. */
function AddressBar() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="Address bar">{`${pathname}${search}${hash}`}</output>;
}

function openLink(url = LINK) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <AddressBar />
      <Routes>
        <Route path="/email-change/cancel" element={<CancelEmailChangePage />} />
      </Routes>
    </MemoryRouter>,
  );
}

const cancelButton = () => screen.getByRole('button', { name: 'Cancel the email change' });

describe('CancelEmailChangePage', () => {
  it('says what cancelling does, takes the token out of the address bar, and cancels with it', async () => {
    const answer = deferred<StubAnswer>();
    const requests = stubApi({ 'POST /email-changes/cancel': () => answer.promise });
    openLink();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Cancel the email change' }),
    ).toBeVisible();
    expect(screen.getByText(/signs in with the address this link was sent to again/)).toBeVisible();
    expect(screen.getByText(/Everyone signed in to your account is signed out/)).toBeVisible();
    expect(screen.getByText(/choose a new password/)).toBeVisible();
    expect(await screen.findByRole('status', { name: 'Address bar' })).toHaveTextContent(
      /^\/email-change\/cancel$/,
    );

    await userEvent.setup().click(cancelButton());
    expect(screen.getByRole('button', { name: 'Cancelling...' })).toBeDisabled();
    answer.resolve(ok({ message: CANCELLED }));
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a new password' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Cancel the email change' })).toBeNull();
    expect(methodUrlBody(requests)).toEqual([
      { method: 'POST', url: '/email-changes/cancel', body: { token: TOKEN } },
    ]);
  });

  it('signs this browser out too when it was signed in (every session of the account ended)', async () => {
    signInAs(makeUser());
    stubApi({
      'POST /email-changes/cancel': ok({ message: CANCELLED }),
      'POST /auth/sign-out': apiError(401, 'AUTH_SESSION_REVOKED', 'This session has ended.'),
    });
    renderPage(<CancelEmailChangePage />, { path: '/email-change/cancel', url: LINK });
    await userEvent.setup().click(cancelButton());
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
    await waitFor(() => expect(useSession.getState().user).toBeNull());
  });

  it('says clearly when the link can no longer cancel anything, and offers no button', async () => {
    const message =
      'This link is not valid any more: it works once, for 24 hours after the change. Contact support if your email was changed without you.';
    stubApi({ 'POST /email-changes/cancel': apiError(400, 'AUTH_CANCEL_LINK_INVALID', message) });
    renderPage(<CancelEmailChangePage />, { path: '/email-change/cancel', url: LINK });
    await userEvent.setup().click(cancelButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent(/Contact Support/);
    expect(screen.queryByRole('button', { name: 'Cancel the email change' })).toBeNull();
  });

  it('keeps the button after a failure it can retry, saying why', async () => {
    let calls = 0;
    stubApi({
      'POST /email-changes/cancel': () => {
        calls += 1;
        return calls === 1 ? 'network-error' : ok({ message: CANCELLED });
      },
    });
    renderPage(<CancelEmailChangePage />, { path: '/email-change/cancel', url: LINK });
    const user = userEvent.setup();
    await user.click(cancelButton());
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Network Error' }),
    );
    await user.click(cancelButton());
    expect(await screen.findByText(CANCELLED)).toBeInTheDocument();
  });

  it.each(['/email-change/cancel', '/email-change/cancel#token=short'])(
    'says a link without a whole token is not valid, and sends nothing: %s',
    (url) => {
      const requests = stubApi({});
      renderPage(<CancelEmailChangePage />, { path: '/email-change/cancel', url });
      expect(screen.getByRole('alert')).toHaveTextContent(/This link is not valid/);
      expect(screen.queryByRole('button', { name: 'Cancel the email change' })).toBeNull();
      expect(requests).toEqual([]);
    },
  );
});
