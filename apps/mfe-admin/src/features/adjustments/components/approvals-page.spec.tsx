import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Adjustment } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, fill, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { bankSettings, makeAdjustment, signInStaff, STAFF_ID } from '../../../test/fixtures';
import { ApprovalsPage } from './approvals-page';

function renderApprovals(initial: Adjustment[], routes: Parameters<typeof stubApi>[0] = {}) {
  signInStaff();
  let items = initial;
  const stubs: Parameters<typeof stubApi>[0] = {
    'GET /admin/adjustments': () => ok({ items }),
    'GET /admin/settings': ok(bankSettings),
  };
  for (const item of initial) {
    stubs[`POST /admin/adjustments/${item.id}/approve`] = () => {
      items = items.filter((candidate) => candidate.id !== item.id);
      return ok({ ...item, status: 'posted', checker: { id: STAFF_ID, name: 'Grace Hopper' }, decidedAt: '2026-03-10T10:00:00.000Z' });
    };
    stubs[`POST /admin/adjustments/${item.id}/reject`] = () => {
      items = items.filter((candidate) => candidate.id !== item.id);
      return ok({ ...item, status: 'rejected' });
    };
  }
  const requests = stubApi({ ...stubs, ...routes });
  renderPage(<ApprovalsPage />, { path: '/admin/approvals' });
  return requests;
}

const theirs = makeAdjustment(1, { title: 'Goodwill credit', amountMinor: 250_000, reason: 'Branch outage compensation' });
const mine = makeAdjustment(2, { title: 'Cash deposit fix', direction: 'debit', amountMinor: 180_000, maker: { id: STAFF_ID, name: 'Grace Hopper' } });

describe('ApprovalsPage', () => {
  it('lists pending adjustments with what, for whom, why and by whom', async () => {
    const requests = renderApprovals([theirs, mine]);
    expect(screen.getByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Goodwill credit' });
    expect(within(card).getByText('+$2,500.00')).toBeInTheDocument();
    expect(within(card).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(card).getByText('Everyday Checking •••• 4821')).toBeInTheDocument();
    expect(within(card).getByText('Branch outage compensation')).toBeInTheDocument();
    expect(within(card).getByText(/^Alan Turing · 2026-03-09/)).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Cash deposit fix' })).getByText('\u2212$1,800.00')).toBeInTheDocument();
    expect(requests[0].params).toEqual({ status: 'pending' });
  });

  it("shows that the maker's own items need someone else", async () => {
    renderApprovals([theirs, mine]);
    const card = await screen.findByRole('article', { name: 'Cash deposit fix' });
    expect(within(card).getByText('You made this adjustment, so another staff member must approve it.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(screen.getByRole('article', { name: 'Goodwill credit' })).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('approves after confirmation and refetches', async () => {
    const requests = renderApprovals([theirs, mine]);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: 'Goodwill credit' })).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve and post this adjustment?' });
    expect(within(dialog).getByText(/\$2,500\.00 credited to Everyday Checking •••• 4821, dated now/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Goodwill credit' })).not.toBeInTheDocument());
    expect(sent(requests, 'POST', `/admin/adjustments/${theirs.id}/approve`)).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({ title: 'Adjustment approved', description: 'Posted: $2,500.00 credited to Everyday Checking •••• 4821.' });
  });

  it("shows the server's own-approval refusal", async () => {
    renderApprovals([theirs], {
      [`POST /admin/adjustments/${theirs.id}/approve`]: apiError(403, 'ADMIN_OWN_APPROVAL', 'You made this adjustment; another staff member must approve it.'),
    });
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: 'Goodwill credit' })).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: 'Goodwill credit' });
    expect(await within(card).findByRole('alert')).toHaveTextContent('You made this adjustment; another staff member must approve it.');
    expect(useToasts.getState().current).toMatchObject({ title: 'Approval refused', severity: 'error' });
  });

  it('says when someone else decided first', async () => {
    let items = [theirs];
    renderApprovals(items, {
      'GET /admin/adjustments': () => ok({ items }),
      [`POST /admin/adjustments/${theirs.id}/approve`]: () => {
        items = [];
        return apiError(409, 'ADMIN_NOT_PENDING', 'Alan Turing already rejected it.');
      },
    });
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article')).getByRole('button', { name: 'Approve' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('No adjustments are waiting for approval.')).toBeInTheDocument();
    expect(useToasts.getState().current).toMatchObject({ title: 'Already decided', description: 'Alan Turing already rejected it.' });
  });

  it('rejects only with a reason', async () => {
    const requests = renderApprovals([theirs]);
    const user = userEvent.setup();
    await user.click(within(await screen.findByRole('article', { name: 'Goodwill credit' })).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject this adjustment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'No outage that day');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('No adjustments are waiting for approval.')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/adjustments/${theirs.id}/reject`)[0].body).toEqual({ reason: 'No outage that day' });
  });
});
