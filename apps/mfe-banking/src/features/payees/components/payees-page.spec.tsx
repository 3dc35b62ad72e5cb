import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payee } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { formatDateTime } from '@vaultline/ui';
import { makeLimits, signIn, uuid } from '../../../test/fixtures';
import { PayeesPage } from './payees-page';

const landlord: Payee = {
  id: uuid(8001),
  name: 'Jane Roe',
  label: 'Landlord',
  accountNumber: '1002003004999',
  routingNumber: '123456780',
  nameCheck: 'match',
  coolingUntil: new Date(Date.now() + 3_600_000).toISOString(),
  newPayeeRemainingMinor: 30_000,
  createdAt: '2026-11-26T10:00:00.000Z',
};

/** A payee remembered from a transfer long ago: its first window has ended. */
const paidLongAgo: Payee = {
  ...landlord,
  id: uuid(8002),
  name: 'Sam Poe',
  label: null,
  accountNumber: '1002003004777',
  nameCheck: null,
  coolingUntil: null,
  newPayeeRemainingMinor: null,
};

const list = (payees: Payee[]) =>
  ok({ payees, newPayeeLimitMinor: 50_000, newPayeeCoolingHours: 24 });

describe('PayeesPage', () => {
  it('lists payees with the name check and, while new, what they may still receive and until when', async () => {
    signIn();
    stubApi({ 'GET /payees': list([landlord, { ...paidLongAgo }]) });
    renderPage(<PayeesPage />, { path: '/payees' });
    const row = await screen.findByRole('listitem', { name: 'Landlord' });
    expect(within(row).getByText('Name matches')).toBeInTheDocument();
    expect(
      within(row).getByText(
        `New to you: they can receive $300.00 more from you until ${formatDateTime(landlord.coolingUntil)}.`,
      ),
    ).toBeInTheDocument();
    const old = screen.getByRole('listitem', { name: 'Sam Poe' });
    expect(within(old).getByText('Paid before')).toBeInTheDocument();
    expect(within(old).queryByText(/New to you/)).toBeNull();
    expect(within(row).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      `/transfer?payee=${landlord.id}`,
    );
    expect(
      screen.getByText(/new to you for 24 hours .* at most \$500\.00 from you in total/),
    ).toBeInTheDocument();
  });

  it('adds a payee: the name check first (a close match shows initials only), then the emailed code once', async () => {
    signIn();
    const requests = stubApi({
      'GET /payees': list([]),
      'POST /payees': ok({
        nameCheck: 'close_match',
        suggestedName: 'J. R.',
        message: 'The name is close to the account holder’s, but not the same.',
        method: 'email',
      }),
      'POST /payees/confirm': ok({ ...landlord, label: null, name: 'Jane Ro' }, 201),
    });
    const user = userEvent.setup();
    renderPage(<PayeesPage />, { path: '/payees' });
    expect(await screen.findByText(/No payees yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Payee' });
    await user.type(within(dialog).getByLabelText(/Name on their account/), 'Jane Ro');
    await user.type(within(dialog).getByLabelText(/Account number/), '1002003004999');
    await user.type(within(dialog).getByLabelText(/Routing number/), '123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Check and Email Code' }));
    expect(await within(dialog).findByText(/close to the account holder/)).toHaveTextContent(
      'The account holder’s initials are J. R.',
    );
    expect(within(dialog).queryByRole('button', { name: /Use/ })).toBeNull();
    const group = within(dialog).getByRole('group', { name: 'Code from your email' });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    await waitFor(() => expect(useToasts.getState().current?.title).toBe('Payee Saved'));
    expect(sent(requests, 'POST', '/payees')[0].body).toEqual({
      name: 'Jane Ro',
      accountNumber: '1002003004999',
      routingNumber: '123456780',
    });
    expect(sent(requests, 'POST', '/payees/confirm')[0].body).toEqual({ code: '123456' });
  });

  it('removes a payee after saying the next transfer needs a code again', async () => {
    signIn();
    const requests = stubApi({
      'GET /payees': list([landlord]),
      [`DELETE /payees/${landlord.id}`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderPage(<PayeesPage />, { path: '/payees' });
    await user.click(await screen.findByRole('button', { name: 'Remove Landlord' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove this payee?' });
    expect(within(dialog).getByText(/will need a code again/)).toBeInTheDocument();
    expect(within(dialog).getByText(/does not end or restart/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(requests, 'DELETE', `/payees/${landlord.id}`)).toHaveLength(1));
  });

  it("asks for the authenticator app's code where the app answers step-ups (nothing emailed)", async () => {
    signIn();
    const requests = stubApi({
      'GET /payees': list([]),
      'GET /transfers/limits': ok(makeLimits({ stepUpMethod: 'totp' })),
      'POST /payees': ok({
        nameCheck: 'not_checked',
        suggestedName: null,
        message: 'This account is at another bank: we cannot check the name.',
        method: 'totp',
      }),
      'POST /payees/confirm': ok({ ...landlord, label: null }, 201),
    });
    const user = userEvent.setup();
    renderPage(<PayeesPage />, { path: '/payees' });
    await user.click(await screen.findByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Payee' });
    await user.type(within(dialog).getByLabelText(/Name on their account/), 'Jane Roe');
    await user.type(within(dialog).getByLabelText(/Account number/), '1002003004999');
    await user.type(within(dialog).getByLabelText(/Routing number/), '021000021');
    await user.click(within(dialog).getByRole('button', { name: 'Check Details' }));
    const group = await within(dialog).findByRole('group', {
      name: 'Code from your authenticator app',
    });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('287082');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    await waitFor(() => expect(sent(requests, 'POST', '/payees/confirm')).toHaveLength(1));
  });

  it('says until when an email change holds new payees, on the page and when one is tried', async () => {
    signIn();
    const until = '2026-11-29T09:30:00.000Z';
    const held = `Your sign-in email changed recently. For your safety, adding payees waits until ${formatDateTime(until)}.`;
    stubApi({
      'GET /payees': list([]),
      'GET /transfers/limits': ok(makeLimits({ newRecipientsPausedUntil: until })),
      'POST /payees': apiError(
        403,
        'TRANSFERS_EMAIL_CHANGE_HOLD',
        'Your sign-in email changed recently. For your safety, new payees wait until 2026-11-29 09:30 UTC.',
        { until },
      ),
    });
    const user = userEvent.setup();
    renderPage(<PayeesPage />, { path: '/payees' });
    expect(await screen.findByText(held)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Payee' });
    await user.type(within(dialog).getByLabelText(/Name on their account/), 'Jane Roe');
    await user.type(within(dialog).getByLabelText(/Account number/), '1002003004999');
    await user.type(within(dialog).getByLabelText(/Routing number/), '021000021');
    await user.click(within(dialog).getByRole('button', { name: 'Check and Email Code' }));
    expect(await within(dialog).findByText(held)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Save Payee' })).toBeNull();
  });

  it('says after the code when no account has the number, and saves nothing', async () => {
    signIn();
    stubApi({
      'GET /payees': list([]),
      'POST /payees': ok({
        nameCheck: 'no_match',
        suggestedName: null,
        message: 'We could not match this name to the account number.',
        method: 'email',
      }),
      'POST /payees/confirm': apiError(
        422,
        'TRANSFERS_RECIPIENT_NOT_FOUND',
        'There is no Vaultline account with this number. Check the account number.',
      ),
    });
    const user = userEvent.setup();
    renderPage(<PayeesPage />, { path: '/payees' });
    await user.click(await screen.findByRole('button', { name: 'Add Payee' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a Payee' });
    await user.type(within(dialog).getByLabelText(/Name on their account/), 'Jane Roe');
    await user.type(within(dialog).getByLabelText(/Account number/), '1002003004000');
    await user.type(within(dialog).getByLabelText(/Routing number/), '123456780');
    await user.click(within(dialog).getByRole('button', { name: 'Check and Email Code' }));
    await user.click(await within(dialog).findByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('123456');
    await user.click(within(dialog).getByRole('button', { name: 'Save Payee' }));
    expect(
      await within(dialog).findByText(
        'There is no Vaultline account with this number. Check the account number.',
      ),
    ).toBeInTheDocument();
    expect(useToasts.getState().current?.title).not.toBe('Payee Saved');
  });
});
