import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReviewItem } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, fill, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { bankSettings, CUSTOMER_ID, makeReviewItem, signInStaff } from '../../../test/fixtures';
import { ReviewQueuePage } from './review-queue-page';

function renderQueue(initial: ReviewItem[], routes: Parameters<typeof stubApi>[0] = {}) {
  signInStaff();
  let items = initial;
  const decide = (id: string) => () => {
    items = items.filter((item) => item.transfer.id !== id);
    return ok({});
  };
  const stubs: Parameters<typeof stubApi>[0] = {
    'GET /admin/transfers/review-queue': () => ok({ items }),
    'GET /admin/settings': ok(bankSettings),
  };
  for (const item of initial) {
    stubs[`POST /admin/transfers/${item.transfer.id}/approve`] = decide(item.transfer.id);
    stubs[`POST /admin/transfers/${item.transfer.id}/reject`] = decide(item.transfer.id);
  }
  const requests = stubApi({ ...stubs, ...routes });
  renderPage(<ReviewQueuePage />, { path: '/admin/review-queue' });
  return requests;
}

const held = makeReviewItem(1, {
  amountMinor: 1_500_000,
  recipientName: 'Charles Babbage',
  description: 'Deposit on a house',
  nameMismatch: true,
});
const other = makeReviewItem(2, {
  amountMinor: 2_000_000,
  recipientName: 'Mary Somerville',
  createdAt: new Date(Date.now() - 25 * 3_600_000).toISOString(),
});

describe('ReviewQueuePage', () => {
  it('shows each held transfer: customer, amount, recipient, age', async () => {
    renderQueue([held, other]);
    expect(screen.getByRole('heading', { level: 1, name: 'Review Queue' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: '$15,000.00 to Charles Babbage' });
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      `/admin-user-details/${CUSTOMER_ID}`,
    );
    expect(within(card).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(card).getByText('Everyday Checking')).toBeInTheDocument();
    expect(within(card).getByText(/Charles Babbage •••• 6789/)).toBeInTheDocument();
    expect(within(card).getByText('Held 3 h')).toBeInTheDocument();
    expect(within(card).getByText('Deposit on a house')).toBeInTheDocument();
    expect(within(card).getByText(/doesn't match the holder/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: '$20,000.00 to Mary Somerville' })).getByText(
        'Held 1 d 1 h',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Customers are told to expect 24 hours\./)).toBeInTheDocument();
  });

  it('approves after confirmation and refetches the queue', async () => {
    const requests = renderQueue([held, other]);
    const user = userEvent.setup();
    await user.click(
      within(
        await screen.findByRole('article', { name: '$15,000.00 to Charles Babbage' }),
      ).getByRole('button', { name: 'Approve' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve this transfer?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: '$15,000.00 to Charles Babbage' }),
      ).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('article', { name: '$20,000.00 to Mary Somerville' }),
    ).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/transfers/${held.transfer.id}/approve`)).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({ title: 'Transfer approved' });
  });

  it('rejects only with a reason the customer will see', async () => {
    const requests = renderQueue([held]);
    const user = userEvent.setup();
    await user.click(
      within(
        await screen.findByRole('article', { name: '$15,000.00 to Charles Babbage' }),
      ).getByRole('button', { name: 'Reject' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject this transfer?' });
    expect(
      within(dialog).getByText('Required. The customer sees this reason and gets it by email.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/transfers/${held.transfer.id}/reject`)).toHaveLength(0);
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: /Reason for the customer/ }),
      'We could not verify the recipient.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No transfers are waiting for review.')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/transfers/${held.transfer.id}/reject`)[0].body).toEqual({
      reason: 'We could not verify the recipient.',
    });
    expect(useToasts.getState().current).toMatchObject({ title: 'Transfer rejected' });
  });

  it('says when someone else decided first, and shows the queue as it is now', async () => {
    let items = [held];
    renderQueue(items, {
      'GET /admin/transfers/review-queue': () => ok({ items }),
      [`POST /admin/transfers/${held.transfer.id}/approve`]: () => {
        items = [];
        return apiError(409, 'TRANSFERS_NOT_UNDER_REVIEW', 'This transfer was already decided.');
      },
    });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article')).getByRole('button', { name: 'Approve' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No transfers are waiting for review.')).toBeInTheDocument();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Already decided',
      description: 'This transfer was already decided.',
    });
  });

  it('offers Retry when the queue fails to load', async () => {
    signInStaff();
    let fail = true;
    stubApi({
      'GET /admin/transfers/review-queue': () => (fail ? 'network-error' : ok({ items: [] })),
    });
    const user = userEvent.setup();
    renderPage(<ReviewQueuePage />, { path: '/admin/review-queue' });
    expect(await screen.findByText("We couldn't load the review queue.")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No transfers are waiting for review.')).toBeInTheDocument();
  });
});
