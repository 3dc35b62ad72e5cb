import { screen, within } from '@testing-library/react';
import { apiError, ok, renderPage, stubApi } from '@vaultline/testing';
import { makeTransfer, signIn, TRANSFER_ID } from '../../../test/fixtures';
import { TransferDetailsPage } from './transfer-details-page';

function renderDetails() {
  renderPage(<TransferDetailsPage />, {
    path: '/transfers/:transferId',
    url: `/transfers/${TRANSFER_ID}`,
  });
}

describe('TransferDetailsPage', () => {
  it('shows a transfer rejected after review: its timeline with the reason staff gave, and where the money is', async () => {
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

  it('says so when the transfer is not the customer’s', async () => {
    signIn();
    stubApi({
      [`GET /transfers/${TRANSFER_ID}`]: apiError(404, 'TRANSFERS_NOT_FOUND', 'Not found'),
    });
    renderDetails();
    expect(await screen.findByText(/couldn't find this transfer/)).toBeInTheDocument();
  });
});
