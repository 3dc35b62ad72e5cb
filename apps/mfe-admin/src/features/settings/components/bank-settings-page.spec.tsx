import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, fill, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { bankSettings, signInStaff } from '../../../test/fixtures';
import { BankSettingsPage } from './bank-settings-page';

function renderSettings(patch: Parameters<typeof stubApi>[0][string] = ({ body }) => ok({ ...bankSettings, ...(body as object), updatedAt: '2026-03-10T10:00:00.000Z' })) {
  signInStaff();
  const requests = stubApi({ 'GET /admin/settings': ok(bankSettings), 'PATCH /admin/settings': patch });
  renderPage(<BankSettingsPage />, { path: '/admin/settings' });
  return requests;
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

describe('BankSettingsPage', () => {
  it('shows the thresholds in dollars and the review time', async () => {
    renderSettings();
    expect(screen.getByRole('heading', { level: 1, name: 'Bank Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Review threshold/ })).toHaveValue('10000.00');
    expect(field(/Step-up threshold/)).toHaveValue('5000.00');
    expect(field(/Adjustment approval threshold/)).toHaveValue('1000.00');
    expect(field(/Review time shown to customers/)).toHaveValue('24 hours');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
  });

  it('sends only the changed settings, amounts as integer cents', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Adjustment approval threshold/ }));
    await fill(user, field(/Adjustment approval threshold/), '2,500.50');
    await user.clear(field(/Review time/));
    await fill(user, field(/Review time/), '1 business day');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Success', description: 'Transfer settings updated successfully!' }),
    );
    expect(sent(requests, 'PATCH', '/admin/settings')[0].body).toEqual({ adjustmentApprovalThresholdMinor: 250_050, reviewTime: '1 business day' });
    expect(field(/Adjustment approval threshold/)).toHaveValue('2500.50');
  });

  it('refuses amounts that are not dollars and cents', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Step-up threshold/ }));
    await fill(user, field(/Step-up threshold/), '12.345');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Enter an amount in dollars and cents, like 10000.00')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', '/admin/settings')).toHaveLength(0);
  });

  it("toasts 'Settings failed' with the server's message", async () => {
    renderSettings(apiError(422, 'VALIDATION_FAILED', 'The review threshold is too high.'));
    const user = userEvent.setup();
    await user.clear(await screen.findByRole('textbox', { name: /Review threshold/ }));
    await fill(user, field(/Review threshold/), '999999');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(useToasts.getState().current).toMatchObject({ title: 'Settings failed', description: 'The review threshold is too high.' }));
  });
});
