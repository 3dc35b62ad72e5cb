import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payee } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { signIn, uuid } from '../../../test/fixtures';
import { PayeesPage } from './payees-page';

const landlord: Payee = {
  id: uuid(8001),
  name: 'Jane Roe',
  label: 'Landlord',
  accountNumber: '1002003004999',
  routingNumber: '123456780',
  nameCheck: 'match',
  coolingUntil: new Date(Date.now() + 3_600_000).toISOString(),
  createdAt: '2026-11-26T10:00:00.000Z',
};

const list = (payees: Payee[]) =>
  ok({ payees, newPayeeLimitMinor: 50_000, newPayeeCoolingHours: 24 });

describe('PayeesPage', () => {
  it('lists payees with the name check and the cooling-off while new, and links Pay to the transfer', async () => {
    signIn();
    stubApi({ 'GET /payees': list([landlord]) });
    renderPage(<PayeesPage />, { path: '/payees' });
    const row = await screen.findByRole('listitem', { name: 'Landlord' });
    expect(within(row).getByText('Name matches')).toBeInTheDocument();
    expect(within(row).getByText(/New: at most \$500\.00 per payment until/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      `/transfer?payee=${landlord.id}`,
    );
    expect(screen.getByText(/new for 24 hours/)).toBeInTheDocument();
  });

  it('adds a payee: the name check first, then the emailed code once', async () => {
    signIn();
    const requests = stubApi({
      'GET /payees': list([]),
      'POST /payees': ok({
        nameCheck: 'close_match',
        suggestedName: 'jane roe',
        message: 'The name is close to the account holder’s, but not the same.',
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
    expect(await within(dialog).findByText(/close to the account holder/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Use “jane roe”' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
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
    expect(within(dialog).getByText(/will need a code from your email again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(sent(requests, 'DELETE', `/payees/${landlord.id}`)).toHaveLength(1));
  });
});
