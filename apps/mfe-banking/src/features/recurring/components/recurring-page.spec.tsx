import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { makeLimits, makeSchedule, signIn, uuid } from '../../../test/fixtures';
import { RecurringPage } from './recurring-page';

const rent = makeSchedule();
const pending = makeSchedule({
  id: uuid(6001),
  status: 'awaiting_code',
  recipientName: 'Gym',
  frequency: 'weekly',
  amountMinor: 2_500,
});
const old = makeSchedule({
  id: uuid(6002),
  status: 'finished',
  recipientName: 'Old Loan',
  frequency: 'once',
});

describe('RecurringPage', () => {
  it('lists upcoming and past schedules with frequency, next run and status', async () => {
    signIn();
    stubApi({ 'GET /transfers/schedules': ok({ schedules: [rent, pending, old] }) });
    renderPage(<RecurringPage />, { path: '/payments/recurring' });
    const card = await screen.findByRole('article', { name: 'Landlord LLC •••• 3333' });
    expect(within(card).getByText('$50.00')).toBeInTheDocument();
    expect(within(card).getByText('Monthly')).toBeInTheDocument();
    expect(within(card).getByText('2026-04-01')).toBeInTheDocument();
    expect(within(card).getByText('Active')).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).getAllByRole('article'),
    ).toHaveLength(2);
    const past = within(screen.getByRole('region', { name: 'Past' })).getByRole('article');
    expect(within(past).getByText('One-time')).toBeInTheDocument();
    expect(within(past).queryByRole('button', { name: /Cancel/ })).not.toBeInTheDocument();
  });

  it('cancels a schedule after confirmation and refetches', async () => {
    signIn();
    let cancelled = false;
    const requests = stubApi({
      'GET /transfers/schedules': () =>
        ok({ schedules: [cancelled ? { ...rent, status: 'cancelled' } : rent] }),
      [`POST /transfers/schedules/${rent.id}/cancel`]: () => {
        cancelled = true;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderPage(<RecurringPage />, { path: '/payments/recurring' });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel transfer to Landlord LLC' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel this transfer?' });
    expect(
      within(dialog).getByText(/Monthly transfer of \$50\.00 to Landlord LLC/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel Transfer' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/transfers/schedules/${rent.id}/cancel`)).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({ title: 'Schedule Cancelled' });
  });

  it('verifies a schedule waiting for its code', async () => {
    signIn();
    let verified = false;
    const requests = stubApi({
      'GET /transfers/schedules': () =>
        ok({ schedules: [verified ? { ...pending, status: 'active' } : pending] }),
      [`POST /transfers/schedules/${pending.id}/verify`]: () => {
        verified = true;
        return ok({ ...pending, status: 'active' });
      },
    });
    const user = userEvent.setup();
    renderPage(<RecurringPage />, { path: '/payments/recurring' });
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm scheduled transfer' });
    await user.click(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('112233');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting code')).not.toBeInTheDocument();
    expect(sent(requests, 'POST', `/transfers/schedules/${pending.id}/verify`)[0].body).toEqual({
      code: '112233',
    });
    expect(useToasts.getState().current).toMatchObject({ title: 'Schedule Confirmed' });
  });

  it('sends a new code from the dialog, and lists a schedule whose code never came as not confirmed', async () => {
    signIn();
    const expired = makeSchedule({ id: uuid(6003), status: 'expired', recipientName: 'Late' });
    const requests = stubApi({
      'GET /transfers/schedules': ok({ schedules: [pending, expired] }),
      [`POST /transfers/schedules/${pending.id}/resend-code`]: ok({ message: 'sent' }),
    });
    const user = userEvent.setup();
    renderPage(<RecurringPage />, { path: '/payments/recurring' });
    const past = within(await screen.findByRole('region', { name: 'Past' }));
    expect(past.getByText('Not confirmed in time')).toBeInTheDocument();
    expect(past.queryByRole('button', { name: /Cancel|Verify/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm scheduled transfer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send a new code' }));
    expect(sent(requests, 'POST', `/transfers/schedules/${pending.id}/resend-code`)).toHaveLength(
      1,
    );
    expect(useToasts.getState().current).toMatchObject({ title: 'Code sent' });
    expect(within(dialog).getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveValue('');
  });

  it("asks for the authenticator app's code where the app answers step-ups, and starts the check again instead of emailing", async () => {
    signIn();
    const requests = stubApi({
      'GET /transfers/schedules': ok({ schedules: [pending] }),
      'GET /transfers/limits': ok(makeLimits({ stepUpMethod: 'totp' })),
      [`POST /transfers/schedules/${pending.id}/resend-code`]: ok({
        message: 'Enter the code your authenticator app shows now.',
      }),
    });
    const user = userEvent.setup();
    renderPage(<RecurringPage />, { path: '/payments/recurring' });
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm scheduled transfer' });
    expect(
      await within(dialog).findByText(/code your authenticator app shows now/),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('group', { name: 'Code from your authenticator app' }),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Send a new code' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    expect(sent(requests, 'POST', `/transfers/schedules/${pending.id}/resend-code`)).toHaveLength(
      1,
    );
    expect(useToasts.getState().current).toMatchObject({
      description: 'Enter the code your authenticator app shows now.',
    });
  });

  it('has an empty state and an error state with Retry', async () => {
    signIn();
    let fail = true;
    stubApi({ 'GET /transfers/schedules': () => (fail ? 'network-error' : ok({ schedules: [] })) });
    const user = userEvent.setup();
    renderPage(<RecurringPage />, { path: '/payments/recurring' });
    expect(
      await screen.findByText("We couldn't load your scheduled transfers."),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText('You have no scheduled or recurring transfers.'),
    ).toBeInTheDocument();
  });
});
