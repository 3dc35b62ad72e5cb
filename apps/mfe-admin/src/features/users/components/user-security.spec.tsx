import { ThemeProvider, createTheme } from '@mui/material';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CustomerSecurity } from '@vaultline/contracts';
import { fill, ok, sent, stubApi } from '@vaultline/testing';
import { CUSTOMER_ID, signInStaff } from '../../../test/fixtures';
import { UserSecurity } from './user-security';

const SESSION_ID = '00000000-0000-4000-8000-000000000901';
const security: CustomerSecurity = {
  sessions: [
    {
      id: SESSION_ID,
      createdAt: '2026-03-01T09:00:00.000Z',
      lastUsedAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-01T21:00:00.000Z',
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120.0 Safari/537.36',
      ip: '203.0.113.7',
      persistent: false,
      current: false,
    },
  ],
  activity: { signIns: [], changes: [] },
  signInLockedSeconds: 600,
  pinLocked: true,
  secondFactor: 'authenticator',
  resetPending: false,
};

function renderSecurity() {
  signInStaff();
  const base = `/admin/users/${CUSTOMER_ID}/security`;
  const requests = stubApi({
    [`GET ${base}`]: ok(security),
    [`POST ${base}/unlock-sign-in`]: ok(undefined, 204),
    [`POST ${base}/unlock-pin`]: ok(undefined, 204),
    [`POST ${base}/second-factor-reset`]: ({ body }) =>
      ok({ id: SESSION_ID, kind: 'second_factor_reset', body }, 201),
  });
  render(
    <ThemeProvider theme={createTheme()}>
      <UserSecurity userId={CUSTOMER_ID} />
    </ThemeProvider>,
  );
  return { requests, base };
}

describe('UserSecurity', () => {
  it('shows the second factor, the lock and the sessions, and lifts the lock with a reason', async () => {
    const { requests, base } = renderSecurity();
    const user = userEvent.setup();
    expect(await screen.findByText('Second factor: Authenticator app')).toBeInTheDocument();
    expect(screen.getByText('Sign-in locked for 10 more minutes')).toBeInTheDocument();
    const sessions = screen.getByRole('list', { name: 'Open sessions' });
    expect(within(sessions).getByText(/203\.0\.113\.7/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock sign-in' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlock sign-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reason is required.');
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Reason' }),
      'Called, identity checked',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent(requests, 'POST', `${base}/unlock-sign-in`)[0]?.body).toEqual({
        reason: 'Called, identity checked',
      }),
    );
  });

  it('lifts a PIN lock with a reason', async () => {
    const { requests, base } = renderSecurity();
    const user = userEvent.setup();
    expect(await screen.findByText('Transfers locked after 5 wrong PINs')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unlock transfers' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlock transfers?' });
    await fill(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Checked by phone');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sent(requests, 'POST', `${base}/unlock-pin`)[0]?.body).toEqual({
        reason: 'Checked by phone',
      }),
    );
  });

  it('asks for a reset of the authenticator with the identity check, for a second staff member', async () => {
    const { requests, base } = renderSecurity();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset authenticator…' }));
    const dialog = screen.getByRole('dialog', { name: 'Reset the authenticator app?' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'How you checked their identity' }),
      'Video call, passport',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: 'Reason' }), 'Lost phone');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for approval' }));
    await waitFor(() =>
      expect(sent(requests, 'POST', `${base}/second-factor-reset`)[0]?.body).toEqual({
        identityCheck: 'Video call, passport',
        reason: 'Lost phone',
      }),
    );
  });
});
