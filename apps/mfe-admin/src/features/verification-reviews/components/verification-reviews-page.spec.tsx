import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerificationReview } from '@vaultline/contracts';
import { apiError, ok, renderPage, sent, stubApi, uuid } from '@vaultline/testing';
import { CUSTOMER_ID, OTHER_STAFF_ID, signInStaff, STAFF_ID } from '../../../test/fixtures';
import { VerificationReviewsPage } from './verification-reviews-page';

const REVIEW_ID = uuid(9001);
const URL = `/admin/verification-reviews/${REVIEW_ID}`;

const review: VerificationReview = {
  id: REVIEW_ID,
  customer: { id: CUSTOMER_ID, name: 'Pyotr Testinov', email: 'pyotr@example.com' },
  screenedName: 'Pyotr Testinov',
  listEntry: { id: 'DEMO-005', name: 'Pyotr Testinov' },
  matchKind: 'hit',
  trigger: 'submission',
  status: 'open',
  openedAt: '2026-11-28T09:00:00.000Z',
  firstClearer: null,
  firstClearedAt: null,
};

function renderQueue(items: VerificationReview[], routes: Parameters<typeof stubApi>[0] = {}) {
  signInStaff();
  const requests = stubApi({ 'GET /admin/verification-reviews': ok({ items }), ...routes });
  renderPage(<VerificationReviewsPage />, { path: '/admin/verification-reviews' });
  return requests;
}

describe('VerificationReviewsPage', () => {
  it('shows each open review: the customer, what matched and how', async () => {
    renderQueue([review]);
    const card = await screen.findByRole('article', { name: 'Pyotr Testinov' });
    expect(within(card).getByText('Same name')).toBeInTheDocument();
    expect(within(card).getByText('Screened at verification')).toBeInTheDocument();
    expect(within(card).getByText('List entry: Pyotr Testinov (DEMO-005)')).toBeInTheDocument();
    expect(within(card).getByText('pyotr@example.com')).toBeInTheDocument();
  });

  it('says so when nothing waits', async () => {
    renderQueue([]);
    expect(await screen.findByText('No verifications are waiting for review.')).toBeInTheDocument();
  });

  it('after the first Clear, waits for a second staff member', async () => {
    let items = [review];
    const requests = renderQueue([], {
      'GET /admin/verification-reviews': () => ok({ items }),
      [`POST ${URL}/clear`]: () => {
        items = [{ ...review, firstClearer: { id: STAFF_ID, name: 'Grace Hopper' } }];
        return ok(items[0]);
      },
    });
    const card = await screen.findByRole('article', { name: 'Pyotr Testinov' });
    await userEvent.click(within(card).getByRole('button', { name: 'Clear' }));
    expect(
      await screen.findByText('You proposed clearing: waiting for a second staff member.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear' })).toBeDisabled();
    expect(sent(requests, 'POST', `${URL}/clear`)).toHaveLength(1);
  });

  it('lets another staff member confirm a proposal, and shows a refusal', async () => {
    const proposed = { ...review, firstClearer: { id: OTHER_STAFF_ID, name: 'Alan Turing' } };
    renderQueue([proposed], {
      [`POST ${URL}/clear`]: apiError(
        409,
        'KYC_REVIEW_NOT_OPEN',
        'This review was already cleared.',
      ),
    });
    expect(
      await screen.findByText('Alan Turing proposed clearing: confirm to verify the customer.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm clear' }));
    expect(await screen.findByText('This review was already cleared.')).toBeInTheDocument();
  });

  it('closes with a reason, and asks for one first', async () => {
    let items = [review];
    const requests = renderQueue([], {
      'GET /admin/verification-reviews': () => ok({ items }),
      [`POST ${URL}/close`]: () => {
        items = [];
        return ok({ ...review, status: 'closed' });
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Close with reason' }));
    const dialog = screen.getByRole('dialog', { name: 'Close the review of Pyotr Testinov' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close review' }));
    expect(within(dialog).getByText('Give the reason the customer will see.')).toBeInTheDocument();
    expect(sent(requests, 'POST', `${URL}/close`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Confirmed match with the list');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close review' }));
    await waitFor(() => expect(sent(requests, 'POST', `${URL}/close`)).toHaveLength(1));
    expect(sent(requests, 'POST', `${URL}/close`)[0]?.body).toEqual({
      reason: 'Confirmed match with the list',
    });
    expect(await screen.findByText('No verifications are waiting for review.')).toBeInTheDocument();
  });
});
