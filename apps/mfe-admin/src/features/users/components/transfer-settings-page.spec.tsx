import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TransferSettingsView } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, choose, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { CUSTOMER_ID, makeUserDetail, signInStaff } from '../../../test/fixtures';
import { TransferSettingsPage } from './transfer-settings-page';

const PATH = `/admin/users/${CUSTOMER_ID}/transfer-settings`;

function renderSettings(settings: Partial<TransferSettingsView> = {}, patch: Parameters<typeof stubApi>[0][string] = ({ body }) =>
  ok({ ...makeUserDetail({ transferSettings: settings }).transferSettings, ...(body as object) })) {
  signInStaff();
  const requests = stubApi({ [`GET /admin/users/${CUSTOMER_ID}`]: ok(makeUserDetail({ transferSettings: settings })), [`PATCH ${PATH}`]: patch });
  renderPage(<TransferSettingsPage />, { path: '/admin-transfer-settings/:userId', url: `/admin-transfer-settings/${CUSTOMER_ID}` });
  return requests;
}

const form = () => screen.getByRole('form', { name: 'Limits and suspension' });

describe('TransferSettingsPage', () => {
  it('shows the step-up switch, the limit tiers with the FAQ figures and the PIN state', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Transfer Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Allow Transfer Validation' })).not.toBeChecked();
    expect(within(form()).getByRole('radio', { name: 'Standard — $10,000.00 a day' })).toBeChecked();
    expect(within(form()).getByRole('radio', { name: 'Premium — $50,000.00 a day' })).not.toBeChecked();
    expect(within(form()).getByRole('radio', { name: 'Allowed' })).toBeChecked();
    expect(within(form()).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByText('Set')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to User Details' })).toHaveAttribute('href', `/admin-user-details/${CUSTOMER_ID}`);
  });

  it('changes the daily limit tier, sending only that', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('form', { name: 'Limits and suspension' })).findByRole('radio', { name: /Premium/ }));
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Success', description: 'Transfer settings updated successfully!' }),
    );
    expect(sent(requests, 'PATCH', PATH)[0].body).toEqual({ limitTier: 'premium' });
    expect(within(form()).getByRole('radio', { name: /Premium/ })).toBeChecked();
  });

  it('suspends outgoing transfers only with a reason from the fixed list', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('form', { name: 'Limits and suspension' })).findByRole('radio', { name: 'Suspended' }));
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Choose why outgoing transfers are suspended')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', PATH)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /Suspension reason/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual([
      'Unusual activity on your account is being checked',
      'We need to verify your identity',
      'You asked us to pause outgoing transfers',
      'A legal order applies to your account',
      'Your account is under review',
    ]);
    await user.click(screen.getByRole('option', { name: 'We need to verify your identity' }));
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Outgoing transfers are suspended: We need to verify your identity')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', PATH)[0].body).toEqual({ suspendedReason: 'identity_verification' });
  });

  it('lifts a suspension by sending null', async () => {
    const requests = renderSettings({ suspendedReason: 'legal_order' });
    const user = userEvent.setup();
    expect(await screen.findByText('Outgoing transfers are suspended: A legal order applies to your account')).toBeInTheDocument();
    await user.click(within(form()).getByRole('radio', { name: 'Allowed' }));
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByText(/Outgoing transfers are suspended/)).not.toBeInTheDocument());
    expect(sent(requests, 'PATCH', PATH)[0].body).toEqual({ suspendedReason: null });
  });

  it("toasts 'Settings failed' with the server's message", async () => {
    renderSettings({}, apiError(422, 'VALIDATION_FAILED', 'Unknown tier.'));
    const user = userEvent.setup();
    await user.click(await within(await screen.findByRole('form', { name: 'Limits and suspension' })).findByRole('radio', { name: /Premium/ }));
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(useToasts.getState().current).toMatchObject({ title: 'Settings failed', description: 'Unknown tier.' }));
  });

  it('turns step-up on from here too', async () => {
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Allow Transfer Validation' }));
    await waitFor(() => expect(useToasts.getState().current).toMatchObject({ title: 'Allowed' }));
    expect(screen.getByRole('switch', { name: 'Allow Transfer Validation' })).toBeChecked();
  });

  it('changes the reason of a suspension', async () => {
    renderSettings({ suspendedReason: 'account_review' });
    const user = userEvent.setup();
    await choose(user, await screen.findByRole('combobox', { name: /Suspension reason/ }), 'You asked us to pause outgoing transfers');
    expect(within(form()).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
