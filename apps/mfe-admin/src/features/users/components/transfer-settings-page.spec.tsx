import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  AdminTransferSettingsRequest,
  ChangeRequest,
  TransferSettingsView,
} from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import {
  apiError,
  choose,
  fill,
  ok,
  renderPage,
  sent,
  stubApi,
  type StubHandler,
} from '@vaultline/testing';
import {
  CUSTOMER_ID,
  makeChangeRequest,
  makeUserDetail,
  signInStaff,
  STAFF_ID,
} from '../../../test/fixtures';
import { TransferSettingsPage } from './transfer-settings-page';

const PATH = `/admin/users/${CUSTOMER_ID}/transfer-settings`;

const view = (settings: Partial<TransferSettingsView>) =>
  makeUserDetail({ transferSettings: settings }).transferSettings;

/** A request waiting for another staff member, for the changes in `body` (the page's PATCH). */
function pendingFor(
  body: AdminTransferSettingsRequest,
  current: TransferSettingsView,
): ChangeRequest {
  const { reason, ...changes } = body;
  return makeChangeRequest(5, {
    kind: 'transfer_settings',
    subject: { id: CUSTOMER_ID, firstName: 'ada', lastName: 'lovelace', email: 'ada@example.com' },
    changes: Object.entries(changes).map(([field, after]) => ({
      field,
      before: current[field as keyof TransferSettingsView],
      after,
    })),
    reason: reason ?? '',
    maker: { id: STAFF_ID, name: 'Grace Hopper' },
  });
}

/** The API: protective changes apply at once; a new tier, lifting a suspension and step-up off wait. */
function apiFor(settings: Partial<TransferSettingsView>): StubHandler {
  return ({ body }) => {
    const asked = body as AdminTransferSettingsRequest;
    const current = view(settings);
    if (
      asked.limitTier !== undefined ||
      asked.suspendedReason === null ||
      asked.stepUpRequired === false
    ) {
      return ok({ settings: current, request: pendingFor(asked, current) });
    }
    const { reason: _reason, ...applied } = asked;
    return ok({ settings: { ...current, ...applied }, request: null });
  };
}

function renderSettings(
  settings: Partial<TransferSettingsView> = {},
  patch: StubHandler = apiFor(settings),
) {
  signInStaff();
  // The API keeps what a change applied: the page asks again after it and must read it back.
  let stored: Partial<TransferSettingsView> = settings;
  const requests = stubApi({
    [`GET /admin/users/${CUSTOMER_ID}`]: () => ok(makeUserDetail({ transferSettings: stored })),
    [`PATCH ${PATH}`]: async (request) => {
      const answer = await (typeof patch === 'function' ? patch(request) : patch);
      if (answer !== 'network-error' && answer.status === 200)
        stored = (answer.data as { settings: TransferSettingsView }).settings;
      return answer;
    },
  });
  renderPage(<TransferSettingsPage />, {
    path: '/admin-transfer-settings/:userId',
    url: `/admin-transfer-settings/${CUSTOMER_ID}`,
  });
  return requests;
}

const form = () => screen.getByRole('form', { name: 'Limits and suspension' });

describe('TransferSettingsPage', () => {
  it('shows the step-up switch, the limit tiers with the FAQ figures and the PIN state', async () => {
    renderSettings();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Transfer Settings' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('switch', { name: 'Allow Transfer Validation' }),
    ).not.toBeChecked();
    expect(
      within(form()).getByRole('radio', { name: 'Standard — $10,000.00 a day' }),
    ).toBeChecked();
    expect(
      within(form()).getByRole('radio', { name: 'Premium — $50,000.00 a day' }),
    ).not.toBeChecked();
    expect(within(form()).getByRole('radio', { name: 'Allowed' })).toBeChecked();
    expect(within(form()).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    expect(screen.getByText('Set')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to User Details' })).toHaveAttribute(
      'href',
      `/admin-user-details/${CUSTOMER_ID}`,
    );
  });

  it('sends a new daily limit tier for approval, with a reason, and keeps showing the current tier', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('form', { name: 'Limits and suspension' })).findByRole(
        'radio',
        { name: /Premium/ },
      ),
    );
    await user.click(within(form()).getByRole('button', { name: 'Send for approval' }));
    expect(within(form()).getByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'PATCH', PATH)).toHaveLength(0);
    await fill(
      user,
      within(form()).getByRole('textbox', { name: /Reason for the change/ }),
      'Business customer',
    );
    await user.click(within(form()).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Sent for approval',
        description:
          'Daily limit tier: Standard ($10,000.00 a day) → Premium ($50,000.00 a day). ' +
          'Sent for approval: another staff member must approve this change.',
      }),
    );
    expect(sent(requests, 'PATCH', PATH)[0].body).toEqual({
      limitTier: 'premium',
      reason: 'Business customer',
    });
    expect(within(form()).getByRole('status')).toHaveTextContent(
      'Until then the settings below stay as they are.',
    );
    expect(within(form()).getByRole('radio', { name: /Standard/ })).toBeChecked();
  });

  it('suspends outgoing transfers only with a reason from the fixed list', async () => {
    const requests = renderSettings();
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('form', { name: 'Limits and suspension' })).findByRole(
        'radio',
        { name: 'Suspended' },
      ),
    );
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
    expect(
      within(form()).queryByRole('textbox', { name: /Reason for the change/ }),
    ).not.toBeInTheDocument();
    await user.click(within(form()).getByRole('button', { name: 'Save Changes' }));
    expect(
      await screen.findByText('Outgoing transfers are suspended: We need to verify your identity'),
    ).toBeInTheDocument();
    expect(sent(requests, 'PATCH', PATH)[0].body).toEqual({
      suspendedReason: 'identity_verification',
    });
  });

  it('asks to lift a suspension (null) for approval; the suspension stays until then', async () => {
    const requests = renderSettings({ suspendedReason: 'legal_order' });
    const user = userEvent.setup();
    expect(
      await screen.findByText(
        'Outgoing transfers are suspended: A legal order applies to your account',
      ),
    ).toBeInTheDocument();
    await user.click(within(form()).getByRole('radio', { name: 'Allowed' }));
    await fill(
      user,
      within(form()).getByRole('textbox', { name: /Reason for the change/ }),
      'The order was lifted',
    );
    await user.click(within(form()).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({ title: 'Sent for approval' }),
    );
    expect(sent(requests, 'PATCH', PATH)[0].body).toEqual({
      suspendedReason: null,
      reason: 'The order was lifted',
    });
    const suspended = 'Outgoing transfers are suspended: A legal order applies to your account';
    expect(screen.getByText(suspended)).toBeInTheDocument();
  });

  it("toasts 'Settings failed' with the server's message", async () => {
    renderSettings({}, apiError(422, 'VALIDATION_FAILED', 'Unknown tier.'));
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('form', { name: 'Limits and suspension' })).findByRole(
        'radio',
        { name: /Premium/ },
      ),
    );
    await fill(
      user,
      within(form()).getByRole('textbox', { name: /Reason for the change/ }),
      'Business customer',
    );
    await user.click(within(form()).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Settings failed',
        description: 'Unknown tier.',
      }),
    );
  });

  it('turns step-up on from here too, at once', async () => {
    renderSettings();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Allow Transfer Validation' }));
    await waitFor(() => expect(useToasts.getState().current).toMatchObject({ title: 'Allowed' }));
    expect(screen.getByRole('switch', { name: 'Allow Transfer Validation' })).toBeChecked();
  });

  it('asks for a reason to turn step-up off and sends it for approval; the switch stays on', async () => {
    const requests = renderSettings({ stepUpRequired: true });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('switch', { name: 'Allow Transfer Validation' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off transfer validation?' });
    expect(
      within(dialog).getByText(/waits for another staff member to approve it/),
    ).toBeInTheDocument();
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Customer travels, codes bounce',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send for approval' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        title: 'Sent for approval',
        severity: 'info',
      }),
    );
    const asked = { stepUpRequired: false, reason: 'Customer travels, codes bounce' };
    expect(sent(requests, 'PATCH', PATH)[0].body).toEqual(asked);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: 'Allow Transfer Validation' })).toBeChecked();
  });

  it('changes the reason of a suspension', async () => {
    renderSettings({ suspendedReason: 'account_review' });
    const user = userEvent.setup();
    await choose(
      user,
      await screen.findByRole('combobox', { name: /Suspension reason/ }),
      'You asked us to pause outgoing transfers',
    );
    expect(within(form()).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});
