import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@vaultline/money';
import { useToasts } from '@vaultline/session';
import { apiError, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import {
  FAILED_LINK_ID,
  LINK_ID,
  makeLink,
  makeLinkList,
  verifiedLink,
} from '../../../test/ach-fixtures';
import { signIn } from '../../../test/fixtures';
import { LinkedAccountsPage } from './linked-accounts-page';

function renderLinked() {
  renderPage(<LinkedAccountsPage />, { path: '/linked-accounts' });
}

async function fillLinkForm(routingNumber: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Link an account' }));
  const dialog = screen.getByRole('dialog', { name: 'Link an account' });
  await user.type(within(dialog).getByLabelText(/Routing number/), routingNumber);
  await user.type(within(dialog).getByLabelText(/Account number/), '000123456789');
  await user.type(within(dialog).getByLabelText(/Account holder name/), 'Ada Lovelace');
  await user.click(within(dialog).getByRole('radio', { name: 'Savings' }));
  return { user, dialog };
}

describe('LinkedAccountsPage', () => {
  it('lists linked accounts with their status, when the deposits arrive, tries left, and a failed link', async () => {
    signIn();
    const failed = makeLink({
      id: FAILED_LINK_ID,
      accountNumberLast4: '1111',
      status: 'failed',
      triesLeft: 0,
      microDepositsArriveAt: null,
    });
    stubApi({
      'GET /linked-accounts': ok(makeLinkList({ accounts: [makeLink(), failed, verifiedLink] })),
    });
    renderLinked();
    const waiting = await screen.findByRole('listitem', { name: 'Checking •••• 6789' });
    expect(within(waiting).getByText('Awaiting deposits')).toBeInTheDocument();
    expect(within(waiting).getByText(/Ada Lovelace · routing 021000021/)).toBeInTheDocument();
    expect(
      within(waiting).getByText(
        `Two small deposits arrive by ${formatDate('2026-11-30T15:00:00.000Z')}. 3 tries left to type them.`,
      ),
    ).toBeInTheDocument();
    expect(
      within(waiting).getByRole('button', { name: 'Verify Checking •••• 6789' }),
    ).toBeInTheDocument();
    const gone = screen.getByRole('listitem', { name: 'Checking •••• 1111' });
    expect(within(gone).getByText('Verification failed — link it again.')).toBeInTheDocument();
    expect(within(gone).queryByRole('button', { name: /Verify/ })).toBeNull();
    expect(
      within(screen.getByRole('listitem', { name: 'Savings •••• 4455' })).getByText('Verified'),
    ).toBeInTheDocument();
  });

  it('refuses a routing number whose check digit is wrong before asking the server', async () => {
    signIn();
    const requests = stubApi({ 'GET /linked-accounts': ok(makeLinkList({ accounts: [] })) });
    renderLinked();
    const { user, dialog } = await fillLinkForm('021000022');
    expect(
      within(dialog).getByText('This is not a valid routing number: check its digits'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText(/Routing number/)).toHaveValue('021000022');
    expect(sent(requests, 'POST', '/linked-accounts')).toHaveLength(0);
  });

  it('links an account: the details, then the code from the authenticator app', async () => {
    signIn();
    const requests = stubApi({
      'GET /linked-accounts': ok(makeLinkList({ accounts: [] })),
      'POST /linked-accounts': ok({
        method: 'totp',
        message: 'Enter the code from your authenticator app to link this account.',
      }),
      'POST /linked-accounts/confirm': ok(makeLink(), 201),
    });
    renderLinked();
    const { user, dialog } = await fillLinkForm('021000021');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const group = await within(dialog).findByRole('group', {
      name: 'Code from your authenticator app',
    });
    await user.click(within(group).getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.keyboard('287082');
    await user.click(within(dialog).getByRole('button', { name: 'Link Account' }));
    await waitFor(() => expect(useToasts.getState().current?.title).toBe('Account Linked'));
    expect(sent(requests, 'POST', '/linked-accounts')[0]?.body).toEqual({
      routingNumber: '021000021',
      accountNumber: '000123456789',
      holderName: 'Ada Lovelace',
      accountType: 'savings',
    });
    expect(sent(requests, 'POST', '/linked-accounts/confirm')[0]?.body).toEqual({ code: '287082' });
  });

  it('verifies with the two amounts typed in dollars and cents, sent as cents', async () => {
    signIn();
    const requests = stubApi({
      'GET /linked-accounts': ok(makeLinkList()),
      [`POST /linked-accounts/${LINK_ID}/verify`]: ok({ ...makeLink(), status: 'verified' }),
    });
    const user = userEvent.setup();
    renderLinked();
    await user.click(await screen.findByRole('button', { name: 'Verify Checking •••• 6789' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your account' });
    await user.type(within(dialog).getByLabelText(/First deposit/), '0.32');
    await user.type(within(dialog).getByLabelText(/Second deposit/), '.07');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(useToasts.getState().current?.title).toBe('Account Verified'));
    expect(sent(requests, 'POST', `/linked-accounts/${LINK_ID}/verify`)[0]?.body).toEqual({
      amountsMinor: [32, 7],
    });
  });

  it('keeps the amounts on a wrong try, says how many tries are left and refreshes the list', async () => {
    signIn();
    let listed = 0;
    const requests = stubApi({
      'GET /linked-accounts': () => {
        listed += 1;
        return ok(makeLinkList({ accounts: [makeLink({ triesLeft: listed > 1 ? 2 : 3 })] }));
      },
      [`POST /linked-accounts/${LINK_ID}/verify`]: apiError(
        422,
        'ACH_AMOUNTS_WRONG',
        'Those amounts are not the ones we sent. 2 tries left.',
      ),
    });
    const user = userEvent.setup();
    renderLinked();
    await user.click(await screen.findByRole('button', { name: 'Verify Checking •••• 6789' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your account' });
    await user.type(within(dialog).getByLabelText(/First deposit/), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(within(dialog).getByText('Enter the amount, like 0.32.')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/linked-accounts/${LINK_ID}/verify`)).toHaveLength(0);
    await user.type(within(dialog).getByLabelText(/Second deposit/), '0.12');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(
      await within(dialog).findByText('Those amounts are not the ones we sent. 2 tries left.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/First deposit/)).toHaveValue('0.5');
    expect(
      await within(dialog).findByText(
        /Type both amounts as they show at your bank\. 2 tries left\./,
      ),
    ).toBeInTheDocument();
    expect(sent(requests, 'POST', `/linked-accounts/${LINK_ID}/verify`)[0]?.body).toEqual({
      amountsMinor: [50, 12],
    });
  });

  it("opens the demo bank's statement inside the verify dialog on the simulated network", async () => {
    signIn();
    stubApi({
      'GET /linked-accounts': ok(makeLinkList({ simulatedNetwork: true })),
      [`GET /linked-accounts/${LINK_ID}/simulated-statement`]: ok({
        bankName: 'Demo Federal Bank',
        accountNumberLast4: '6789',
        lines: [
          {
            postedAt: '2026-11-29T10:00:00.000Z',
            description: 'VAULTLINE ACCTVERIFY',
            amountMinor: 32,
          },
        ],
      }),
    });
    const user = userEvent.setup();
    renderLinked();
    await user.click(await screen.findByRole('button', { name: 'Verify Checking •••• 6789' }));
    const dialog = screen.getByRole('dialog', { name: 'Verify your account' });
    await user.click(
      await within(dialog).findByRole('button', {
        name: "Open Demo Federal Bank's statement (demo bank)",
      }),
    );
    const statement = within(dialog).getByRole('region', {
      name: "Demo Federal Bank's statement (demo bank)",
    });
    expect(
      within(statement).getByText(/the demo's simulated bank, not a real one/),
    ).toBeInTheDocument();
    expect(within(statement).getByText('+$0.32')).toBeInTheDocument();
  });

  it('says why linking is closed, links to identity verification and disables linking', async () => {
    signIn();
    stubApi({
      'GET /linked-accounts': ok(
        makeLinkList({
          accounts: [],
          canMoveExternally: false,
          blockedReason: 'Verify your identity before you link an account at another bank.',
        }),
      ),
    });
    renderLinked();
    expect(
      await screen.findByText(/Verify your identity before you link an account/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your identity' })).toHaveAttribute(
      'href',
      '/profile/verification',
    );
    expect(screen.getByRole('button', { name: 'Link an account' })).toBeDisabled();
  });

  it('unlinks after asking', async () => {
    signIn();
    const requests = stubApi({
      'GET /linked-accounts': ok(makeLinkList({ accounts: [verifiedLink] })),
      [`DELETE /linked-accounts/${verifiedLink.id}`]: { status: 204 },
    });
    const user = userEvent.setup();
    renderLinked();
    await user.click(await screen.findByRole('button', { name: 'Unlink Savings •••• 4455' }));
    const dialog = screen.getByRole('dialog', { name: 'Unlink this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(sent(requests, 'DELETE', `/linked-accounts/${verifiedLink.id}`)).toHaveLength(1),
    );
  });
});
