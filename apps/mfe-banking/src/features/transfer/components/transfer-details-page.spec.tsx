import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useToasts } from '@vaultline/session';
import { apiError, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { makeLimits, makeResult, makeTransfer, signIn, TRANSFER_ID } from '../../../test/fixtures';
import { TransferDetailsPage } from './transfer-details-page';

function renderDetails() {
  renderPage(<TransferDetailsPage />, {
    path: '/transfers/:transferId',
    url: `/transfers/${TRANSFER_ID}`,
  });
}

describe('TransferDetailsPage', () => {
  it('shows a rejected transfer: its timeline, the reason staff gave, where the money is', async () => {
    signIn();
    const reason = 'We could not confirm the recipient.';
    stubApi({
      [`GET /transfers/${TRANSFER_ID}`]: ok({
        ...makeTransfer({
          status: 'rejected',
          failureReason: reason,
          completedAt: '2026-03-02T10:00:00.000Z',
        }),
        timeline: [
          { event: 'started', at: '2026-03-01T09:00:00.000Z', detail: null },
          { event: 'held', at: null, detail: 'Held for review, with the money reserved.' },
          { event: 'rejected', at: '2026-03-02T10:00:00.000Z', detail: reason },
        ],
      }),
    });
    renderDetails();
    const timeline = await screen.findByRole('list', { name: 'Transfer timeline' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Started · /),
      'Held for reviewHeld for review, with the money reserved.',
      expect.stringMatching(new RegExp(`^Not approved · .*${reason}$`)),
    ]);
    expect(screen.getByText('The reserved money went back to your account.')).toBeVisible();
    expect(screen.getByText('Rejected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('finishes a transfer still waiting for its code from here: a new code, then verify', async () => {
    signIn();
    let status: 'awaiting_code' | 'completed' = 'awaiting_code';
    const requests = stubApi({
      [`GET /transfers/${TRANSFER_ID}`]: () =>
        ok({
          ...makeTransfer({ status, completedAt: null }),
          timeline: [{ event: 'started', at: '2026-03-01T09:00:00.000Z', detail: null }],
        }),
      [`POST /transfers/${TRANSFER_ID}/resend-code`]: ok({ message: 'sent' }),
      [`POST /transfers/${TRANSFER_ID}/verify`]: () => {
        status = 'completed';
        return ok(makeResult());
      },
    });
    const user = userEvent.setup();
    renderDetails();
    const panel = within(await screen.findByRole('region', { name: 'Confirm this transfer' }));
    await user.click(panel.getByRole('button', { name: 'Send a new code' }));
    expect(sent(requests, 'POST', `/transfers/${TRANSFER_ID}/resend-code`)).toHaveLength(1);
    await user.click(panel.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(panel.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Confirm this transfer' }),
      ).not.toBeInTheDocument(),
    );
    expect(sent(requests, 'POST', `/transfers/${TRANSFER_ID}/verify`)[0].body).toEqual({
      code: '123456',
    });
    expect(screen.getByText('Completed')).toBeInTheDocument();
  });

  it("asks for the authenticator app's code where the app answers step-ups, offering no email", async () => {
    signIn();
    stubApi({
      [`GET /transfers/${TRANSFER_ID}`]: ok({
        ...makeTransfer({ status: 'awaiting_code', completedAt: null }),
        timeline: [{ event: 'started', at: '2026-03-01T09:00:00.000Z', detail: null }],
      }),
      'GET /transfers/limits': ok(makeLimits({ stepUpMethod: 'totp' })),
    });
    renderDetails();
    const panel = within(await screen.findByRole('region', { name: 'Confirm this transfer' }));
    expect(
      await panel.findByText(/Enter the 6-digit code your authenticator app shows now/),
    ).toBeInTheDocument();
    expect(panel.getByRole('group', { name: 'Code from your authenticator app' })).toBeVisible();
    expect(panel.queryByRole('button', { name: 'Send a new code' })).toBeNull();
  });

  it('shows how the transfer ended when the code leads to no account with that number', async () => {
    signIn();
    let status: 'awaiting_code' | 'failed' = 'awaiting_code';
    stubApi({
      [`GET /transfers/${TRANSFER_ID}`]: () =>
        ok({
          ...makeTransfer({ status, completedAt: null }),
          timeline: [{ event: 'started', at: '2026-03-01T09:00:00.000Z', detail: null }],
        }),
      [`POST /transfers/${TRANSFER_ID}/verify`]: () => {
        status = 'failed';
        return apiError(
          422,
          'TRANSFERS_RECIPIENT_NOT_FOUND',
          'There is no Vaultline account with this number. Check the account number.',
        );
      },
    });
    const user = userEvent.setup();
    renderDetails();
    const panel = within(await screen.findByRole('region', { name: 'Confirm this transfer' }));
    await user.click(panel.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await user.paste('123456');
    await user.click(panel.getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(useToasts.getState().current).toMatchObject({
        description: 'There is no Vaultline account with this number. Check the account number.',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Confirm this transfer' })).toBeNull(),
    );
  });

  it('says so when the transfer is not the customer’s', async () => {
    signIn();
    stubApi({
      [`GET /transfers/${TRANSFER_ID}`]: apiError(404, 'TRANSFERS_NOT_FOUND', 'Not found'),
    });
    renderDetails();
    expect(await screen.findByText(/couldn't find this transfer/)).toBeInTheDocument();
  });
});
