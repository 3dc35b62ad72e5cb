import { screen } from '@testing-library/react';
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
  it('shows a transfer rejected after review with the reason staff gave', async () => {
    signIn();
    stubApi({
      [`GET /transfers/${TRANSFER_ID}`]: ok(
        makeTransfer({
          status: 'rejected',
          failureReason: 'We could not confirm the recipient.',
          completedAt: '2026-03-02T10:00:00.000Z',
        }),
      ),
    });
    renderDetails();
    expect(await screen.findByText(/Rejected after review/)).toHaveTextContent(
      'We could not confirm the recipient.',
    );
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
