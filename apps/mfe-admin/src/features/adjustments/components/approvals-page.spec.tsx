import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Adjustment, ChangeRequest } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { apiError, fill, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import {
  bankSettings,
  CUSTOMER_ID,
  makeAdjustment,
  makeChangeRequest,
  signInStaff,
  STAFF_ID,
} from '../../../test/fixtures';
import { ApprovalsPage } from './approvals-page';

type Routes = Parameters<typeof stubApi>[0];

/** The API's queues: a decision takes the item off its queue. */
function renderApprovals(
  initial: Adjustment[],
  changes: ChangeRequest[] = [],
  routes: Routes = {},
) {
  signInStaff();
  let items = initial;
  let requests = changes;
  const stubs: Routes = {
    'GET /admin/adjustments': () => ok({ items }),
    'GET /admin/change-requests': () => ok({ items: requests }),
    'GET /admin/settings': ok(bankSettings),
  };
  for (const item of initial) {
    const decided = (status: Adjustment['status']) => () => {
      items = items.filter((candidate) => candidate.id !== item.id);
      return ok({
        ...item,
        status,
        checker: { id: STAFF_ID, name: 'Grace Hopper' },
        decidedAt: '2026-03-10T10:00:00.000Z',
      });
    };
    stubs[`POST /admin/adjustments/${item.id}/approve`] = decided('posted');
    stubs[`POST /admin/adjustments/${item.id}/reject`] = decided('rejected');
    stubs[`POST /admin/adjustments/${item.id}/withdraw`] = decided('withdrawn');
  }
  for (const change of changes) {
    const decided = (status: ChangeRequest['status']) => () => {
      requests = requests.filter((candidate) => candidate.id !== change.id);
      return ok({
        ...change,
        status,
        checker: { id: STAFF_ID, name: 'Grace Hopper' },
        decidedAt: '2026-03-10T10:00:00.000Z',
      });
    };
    stubs[`POST /admin/change-requests/${change.id}/approve`] = decided('applied');
    stubs[`POST /admin/change-requests/${change.id}/reject`] = decided('rejected');
    stubs[`POST /admin/change-requests/${change.id}/withdraw`] = decided('withdrawn');
  }
  const recorded = stubApi({ ...stubs, ...routes });
  renderPage(<ApprovalsPage />, { path: '/admin/approvals' });
  return recorded;
}

const theirs = makeAdjustment(1, {
  title: 'Goodwill credit',
  amountMinor: 250_000,
  reason: 'Branch outage compensation',
});
const mine = makeAdjustment(2, {
  title: 'Cash deposit fix',
  direction: 'debit',
  amountMinor: 180_000,
  maker: { id: STAFF_ID, name: 'Grace Hopper' },
});
const threshold = makeChangeRequest(1, { reason: 'Branch cash runs' });
const ada = { id: CUSTOMER_ID, firstName: 'ada', lastName: 'lovelace', email: 'ada@example.com' };
const promotion = makeChangeRequest(2, {
  kind: 'user',
  subject: ada,
  changes: [
    { field: 'role', before: 'customer', after: 'admin' },
    { field: 'email', before: 'ada@example.com', after: 'ada@bank.example' },
  ],
  maker: { id: STAFF_ID, name: 'Grace Hopper' },
});
const aboutMe = makeChangeRequest(3, {
  kind: 'transfer_settings',
  subject: {
    id: STAFF_ID,
    firstName: 'grace',
    lastName: 'hopper',
    email: 'grace@vaultline.example',
  },
  changes: [{ field: 'limitTier', before: 'standard', after: 'premium' }],
});

const changeRows = (card: HTMLElement) =>
  within(within(card).getByRole('table', { name: 'What changes' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

describe('ApprovalsPage', () => {
  it('lists pending adjustments with what, for whom, why and by whom', async () => {
    const requests = renderApprovals([theirs, mine]);
    expect(screen.getByRole('heading', { level: 1, name: 'Approvals' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Goodwill credit' });
    expect(within(card).getByText('+$2,500.00')).toBeInTheDocument();
    expect(within(card).getByText('Waiting for approval')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ada Lovelace' })).toBeInTheDocument();
    expect(within(card).getByText('Everyday Checking •••• 4821')).toBeInTheDocument();
    expect(within(card).getByText('Above the approval threshold')).toBeInTheDocument();
    expect(within(card).getByText('Branch outage compensation')).toBeInTheDocument();
    expect(within(card).getByText(/^Alan Turing · 2026-03-09/)).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Cash deposit fix' })).getByText(
        '\u2212$1,800.00',
      ),
    ).toBeInTheDocument();
    expect(requests[0].params).toEqual({ status: 'pending' });
  });

  it('lists every pending kind with what would change, before and after, oldest first', async () => {
    renderApprovals([theirs], [threshold, promotion]);
    const settingsCard = await screen.findByRole('article', { name: 'Bank settings' });
    expect(changeRows(settingsCard)).toEqual([
      ['Adjustment approval threshold', '$1,000.00', '$2,500.00'],
    ]);
    expect(within(settingsCard).getByText('Branch cash runs')).toBeInTheDocument();
    expect(within(settingsCard).getByText(/^Alan Turing · 2026-03-08/)).toBeInTheDocument();
    const userCard = screen.getByRole('article', { name: 'Role and Email of Ada Lovelace' });
    expect(changeRows(userCard)).toEqual([
      ['Role', 'User', 'Admin'],
      ['Email', 'ada@example.com', 'ada@bank.example'],
    ]);
    expect(
      within(userCard).getByRole('link', { name: 'Ada Lovelace (ada@example.com)' }),
    ).toBeInTheDocument();
    const order = screen
      .getAllByRole('article')
      .map((article) => within(article).getByRole('heading').textContent);
    expect(order).toEqual(['Bank settings', 'Role and Email of Ada Lovelace', 'Goodwill credit']);
  });

  it('lets the maker withdraw their own requests, and nobody approve their own or one about themselves', async () => {
    const requests = renderApprovals([theirs, mine], [promotion, aboutMe]);
    const user = userEvent.setup();
    const myAdjustment = await screen.findByRole('article', { name: 'Cash deposit fix' });
    expect(
      within(myAdjustment).getByText(
        'You made this adjustment, so another staff member must approve it. You can withdraw it.',
      ),
    ).toBeInTheDocument();
    expect(within(myAdjustment).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(myAdjustment).queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Goodwill credit' })).getByRole('button', {
        name: 'Approve',
      }),
    ).toBeEnabled();
    const mineAboutMe = screen.getByRole('article', { name: 'Transfer settings of Grace Hopper' });
    expect(
      within(mineAboutMe).getByText(
        'This change is about you, so another staff member must decide on it.',
      ),
    ).toBeInTheDocument();
    expect(within(mineAboutMe).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(mineAboutMe).getByRole('button', { name: 'Reject' })).toBeDisabled();

    await user.click(
      within(screen.getByRole('article', { name: 'Role and Email of Ada Lovelace' })).getByRole(
        'button',
        {
          name: 'Withdraw',
        },
      ),
    );
    await user.click(
      within(screen.getByRole('dialog', { name: 'Withdraw this request?' })).getByRole('button', {
        name: 'Withdraw',
      }),
    );
    await waitFor(() =>
      expect(
        screen.queryByRole('article', { name: 'Role and Email of Ada Lovelace' }),
      ).not.toBeInTheDocument(),
    );
    expect(sent(requests, 'POST', `/admin/change-requests/${promotion.id}/withdraw`)).toHaveLength(
      1,
    );
    expect(useToasts.getState().current).toMatchObject({
      title: 'Request withdrawn',
      description: 'Nothing changed.',
    });
  });

  it('approves an adjustment after confirmation and refetches', async () => {
    const requests = renderApprovals([theirs, mine]);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Goodwill credit' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve and post this adjustment?' });
    expect(
      within(dialog).getByText(/\$2,500\.00 credited to Everyday Checking •••• 4821, dated now/),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Goodwill credit' })).not.toBeInTheDocument(),
    );
    expect(sent(requests, 'POST', `/admin/adjustments/${theirs.id}/approve`)).toHaveLength(1);
    expect(useToasts.getState().current).toMatchObject({
      title: 'Adjustment approved',
      description: 'Posted: $2,500.00 credited to Everyday Checking •••• 4821.',
    });
  });

  it('approves a change after confirmation; it leaves the queue', async () => {
    const requests = renderApprovals([], [threshold]);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Bank settings' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Approve and apply this change?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeInTheDocument();
    expect(sent(requests, 'POST', `/admin/change-requests/${threshold.id}/approve`)).toHaveLength(
      1,
    );
    expect(useToasts.getState().current).toMatchObject({
      title: 'Change approved',
      description: 'Bank settings: the change now applies.',
    });
  });

  it("shows the server's refusals on the card", async () => {
    renderApprovals([theirs], [threshold], {
      [`POST /admin/adjustments/${theirs.id}/approve`]: apiError(
        403,
        'ADMIN_OWN_APPROVAL',
        'You made this adjustment; another staff member must approve it.',
      ),
      [`POST /admin/change-requests/${threshold.id}/approve`]: apiError(
        409,
        'ADMIN_CHANGED_SINCE_REQUEST',
        'adjustmentApprovalThresholdMinor changed since this request was made. Reject it and ask again.',
      ),
    });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Goodwill credit' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: 'Goodwill credit' });
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'You made this adjustment; another staff member must approve it.',
    );
    expect(useToasts.getState().current).toMatchObject({
      title: 'Approval refused',
      severity: 'error',
    });

    await user.click(
      within(screen.getByRole('article', { name: 'Bank settings' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const settingsCard = screen.getByRole('article', { name: 'Bank settings' });
    expect(await within(settingsCard).findByRole('alert')).toHaveTextContent(
      /changed since this request was made/,
    );
  });

  it('says when someone else decided first', async () => {
    let items = [theirs];
    renderApprovals(items, [], {
      'GET /admin/adjustments': () => ok({ items }),
      [`POST /admin/adjustments/${theirs.id}/approve`]: () => {
        items = [];
        return apiError(409, 'ADMIN_NOT_PENDING', 'Alan Turing already rejected it.');
      },
    });
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article')).getByRole('button', { name: 'Approve' }),
    );
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Nothing is waiting for approval.')).toBeInTheDocument();
    expect(useToasts.getState().current).toMatchObject({
      title: 'Already decided',
      description: 'Alan Turing already rejected it.',
    });
  });

  it.each([
    [
      'an adjustment',
      'Goodwill credit',
      'Reject this adjustment?',
      `/admin/adjustments/${theirs.id}/reject`,
    ],
    [
      'a change',
      'Bank settings',
      'Reject this change?',
      `/admin/change-requests/${threshold.id}/reject`,
    ],
  ])('rejects %s only with a reason', async (_kind, name, title, path) => {
    const requests = renderApprovals([theirs], [threshold]);
    const user = userEvent.setup();
    await user.click(
      within(await screen.findByRole('article', { name })).getByRole('button', { name: 'Reject' }),
    );
    const dialog = screen.getByRole('dialog', { name: title });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Reason is required')).toBeInTheDocument();
    await fill(user, within(dialog).getByRole('textbox', { name: /Reason/ }), 'No outage that day');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('article', { name })).not.toBeInTheDocument());
    expect(sent(requests, 'POST', path)[0].body).toEqual({ reason: 'No outage that day' });
  });
});
