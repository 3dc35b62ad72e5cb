import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChangeRequest, UpdateBankSettingsRequest } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  fill,
  ok,
  renderPage,
  sent,
  stubApi,
  type StubHandler,
} from '@vaultline/testing';
import { bankSettings, makeChangeRequest, signInStaff, STAFF_ID } from '../../../test/fixtures';
import { BankSettingsPage } from './bank-settings-page';

/** The API: a change is stored as a pending request; the settings stay as they are. */
function renderSettings(patch?: StubHandler) {
  signInStaff();
  const waiting: ChangeRequest[] = [];
  const asked: StubHandler = ({ body }) => {
    const { reason, ...changes } = body as UpdateBankSettingsRequest;
    const request = makeChangeRequest(9, {
      reason: reason as string,
      maker: { id: STAFF_ID, name: 'Grace Hopper' },
      changes: Object.entries(changes).map(([field, after]) => ({
        field,
        before: bankSettings[field as keyof typeof bankSettings],
        after,
      })),
    });
    waiting.push(request);
    return ok({ settings: bankSettings, request });
  };
  const requests = stubApi({
    'GET /admin/settings': ok(bankSettings),
    'GET /admin/change-requests': () => ok({ items: waiting }),
    'PATCH /admin/settings': patch ?? asked,
  });
  renderPage(<BankSettingsPage />, { path: '/admin/settings' });
  return requests;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('BankSettingsPage', () => {
  it('shows the thresholds and the per-staff daily total in dollars, and the review time', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Bank Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Review threshold/ })).toHaveValue(
      '10000.00',
    );
    expect(field(/Step-up threshold/)).toHaveValue('5000.00');
    expect(field(/Adjustment approval threshold/)).toHaveValue('1000.00');
    expect(field(/Daily adjustment total per staff member/)).toHaveValue('5000.00');
    expect(field(/Review time shown to customers/)).toHaveValue('24 hours');
    expect(screen.getByRole('button', { name: 'Send for approval' })).toBeDisabled();
    expect(
      screen.queryByRole('textbox', { name: /Reason for the change/ }),
    ).not.toBeInTheDocument();
  });

  it('sends only the changed settings with a reason, and says they wait for another staff member', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Adjustment approval threshold/ }));
    await fill(user, field(/Adjustment approval threshold/), '2,500.50');
    await user.clear(field(/Review time/));
    await fill(user, field(/Review time/), '1 business day');
    await fill(user, field(/Reason for the change/), 'Branch cash runs');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Sent for approval',
        description: 'Sent for approval: another staff member must approve this change.',
      }),
    );
    expect(sent(requests, 'PATCH', '/admin/settings')[0].body).toEqual({
      adjustmentApprovalThresholdMinor: 250_050,
      reviewTime: '1 business day',
      reason: 'Branch cash runs',
    });
    // Nothing changed yet: the form shows the settings as they are, and the waiting change.
    expect(field(/Adjustment approval threshold/)).toHaveValue('1000.00');
    const waiting = await screen.findByRole('status', { name: 'Changes waiting for approval' });
    expect(waiting).toHaveTextContent('Review time shown to customers: 24 hours → 1 business day');
    expect(waiting).toHaveTextContent('Adjustment approval threshold: $1,000.00 → $2,500.50');
    expect(waiting).toHaveTextContent('asked by Grace Hopper');
    expect(screen.getByRole('link', { name: 'Go to Approvals' })).toHaveAttribute(
      'href',
      '/admin/approvals',
    );
  });

  it('shows the debit card maximums in dollars and the card hold in days', async () => {
    renderSettings();
    const perPayment = await screen.findByRole('textbox', {
      name: /Debit card limit per payment, maximum \(USD\)/,
    });
    expect(perPayment).toHaveValue('5000.00');
    expect(perPayment).toHaveAccessibleDescription(
      "The most a customer may set as one card payment's limit.",
    );
    const perDay = field(/Debit card limit per day, maximum \(USD\)/);
    expect(perDay).toHaveValue('10000.00');
    expect(perDay).toHaveAccessibleDescription(
      "The most a customer may set as a card's daily spending limit.",
    );
    const holdDays = field(/Days a card hold waits for the merchant/);
    expect(holdDays).toHaveValue('7');
    expect(holdDays).toHaveAccessibleDescription(
      'An authorisation not cleared after this many days is released and the money goes back.',
    );
  });

  it('sends changed card settings in minor units and days, and shows them waiting', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Debit card limit per payment/ }));
    await fill(user, field(/Debit card limit per payment/), '7,500');
    await user.clear(field(/Debit card limit per day/));
    await fill(user, field(/Debit card limit per day/), '15000.50');
    await user.clear(field(/Days a card hold waits/));
    await fill(user, field(/Days a card hold waits/), '10');
    await fill(user, field(/Reason for the change/), 'Card launch review');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() => expect(sent(requests, 'PATCH', '/admin/settings')).toHaveLength(1));
    expect(sent(requests, 'PATCH', '/admin/settings')[0].body).toEqual({
      cardMaxPerTransactionMinor: 750_000,
      cardMaxDailyMinor: 1_500_050,
      cardHoldExpiryDays: 10,
      reason: 'Card launch review',
    });
    const waiting = await screen.findByRole('status', { name: 'Changes waiting for approval' });
    expect(waiting).toHaveTextContent(
      'Debit card limit per payment, maximum: $5,000.00 → $7,500.00',
    );
    expect(waiting).toHaveTextContent('Debit card limit per day, maximum: $10,000.00 → $15,000.50');
    expect(waiting).toHaveTextContent('Days a card hold waits for the merchant: 7 days → 10 days');
  });

  it('keeps a card hold between 1 and 30 days', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Days a card hold waits/ }));
    await fill(user, field(/Days a card hold waits/), '0');
    await fill(user, field(/Reason for the change/), 'Shorter holds');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(screen.getByText('At least 1 day')).toBeInTheDocument();
    await user.clear(field(/Days a card hold waits/));
    await fill(user, field(/Days a card hold waits/), '31');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(screen.getByText('At most 30 days')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', '/admin/settings')).toHaveLength(0);
  });

  it('asks for a reason before sending', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Daily adjustment total/ }));
    await fill(user, field(/Daily adjustment total/), '100000');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(screen.getByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', '/admin/settings')).toHaveLength(0);
  });

  it('refuses amounts that are not dollars and cents', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Step-up threshold/ }));
    await fill(user, field(/Step-up threshold/), '12.345');
    await fill(user, field(/Reason for the change/), 'Typo test');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    expect(
      screen.getByText('Enter an amount in dollars and cents, like 10000.00'),
    ).toBeInTheDocument();
    expect(sent(requests, 'PATCH', '/admin/settings')).toHaveLength(0);
  });

  it("toasts 'Settings failed' with the server's message", async () => {
    renderSettings(apiError(422, 'VALIDATION_FAILED', 'The review threshold is too high.'));
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Review threshold/ }));
    await fill(user, field(/Review threshold/), '999999');
    await fill(user, field(/Reason for the change/), 'Bigger holds');
    await user.click(screen.getByRole('button', { name: 'Send for approval' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Settings failed',
        description: 'The review threshold is too high.',
      }),
    );
  });
});
