import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminSupportThread } from '@vaultline/contracts';
import { useToasts } from '@vaultline/session';
import { choose, fill, ok, renderPage, sent, stubApi } from '@vaultline/testing';
import { makeAdminDispute, makeSupportRequest, signInStaff } from '../../../test/fixtures';
import { InboxPage } from './inbox-page';
import { InboxThreadPage } from './inbox-thread-page';

const late = makeSupportRequest(1, { subject: 'Card charged twice', overdue: true, unread: 1 });
const fresh = makeSupportRequest(2, { subject: 'New address', category: 'account' });
const dispute = makeAdminDispute();
const staffMember = { id: '00000000-0000-4000-8000-000000000777', name: 'Sam Staff' };

function renderInbox() {
  signInStaff();
  const requests = stubApi({
    'GET /admin/support': ({ params }) =>
      ok({ items: params.overdue === 'true' ? [late] : [late, fresh] }),
    'GET /admin/support/assignees': ok({ staff: [staffMember] }),
    'POST /admin/support/close': ok({ closed: 2 }),
    'GET /admin/disputes': ok({ disputes: [dispute] }),
  });
  renderPage(<InboxPage />, { path: '/admin/inbox' });
  return requests;
}

const PHOTO_ID = '00000000-0000-4000-8000-000000009201';
const PDF_ID = '00000000-0000-4000-8000-000000009202';
const thread: AdminSupportThread = {
  request: late,
  messages: [
    {
      id: late.id,
      author: 'customer',
      authorName: 'Ada Lovelace',
      body: 'Message 1',
      createdAt: late.createdAt,
      read: true,
      internal: false,
      attachments: [
        { id: PHOTO_ID, mediaType: 'image/jpeg', bytes: 3 * 1024 * 1024, sha256: 'c'.repeat(64) },
      ],
    },
    {
      id: '00000000-0000-4000-8000-000000009002',
      author: 'staff',
      authorName: 'Sam Staff',
      body: 'Two authorisations in the log.',
      createdAt: late.createdAt,
      read: false,
      internal: true,
      attachments: [],
    },
  ],
};

describe('InboxPage', () => {
  it('lists the disputes waiting for a decision, each linked to its dialog in the queue', async () => {
    renderInbox();
    const waiting = await screen.findByRole('list', { name: 'Disputes waiting' });
    const link = within(waiting).getByRole('link', { name: /Ada Lovelace · Blue Door Coffee/ });
    expect(link).toHaveAttribute('href', `/admin/disputes?open=${dispute.id}`);
    expect(within(waiting).getByText('Escalated')).toBeInTheDocument();
  });

  it('lists requests with what is late and unread, filters by overdue, and closes several', async () => {
    const requests = renderInbox();
    const user = userEvent.setup();
    const list = await screen.findByRole('list', { name: 'Support requests' });
    const first = within(list).getAllByRole('listitem')[0] as HTMLElement;
    expect(first).toHaveTextContent('Card charged twice');
    expect(first).toHaveTextContent('1 unread');
    expect(first).toHaveTextContent(/Overdue since/);
    expect(within(first).getByRole('link', { name: 'Card charged twice' })).toHaveAttribute(
      'href',
      `/admin/inbox/${late.id}`,
    );
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    await user.click(screen.getByRole('checkbox', { name: 'Overdue only' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Card charged twice”' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select “New address”' }));
    await user.click(screen.getByRole('button', { name: 'Close selected' }));
    const dialog = screen.getByRole('dialog', { name: 'Close 2 requests?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(useToasts.getState().current?.description).toBe('2 requests closed.'),
    );
    expect(sent(requests, 'POST', '/admin/support/close')[0].body).toEqual({
      ids: [late.id, fresh.id],
      status: 'archived',
    });
  });
});

describe('InboxThreadPage', () => {
  it('shows notes apart, replies from a canned reply, and assigns', async () => {
    signInStaff();
    const requests = stubApi({
      [`GET /admin/support/${late.id}`]: ok(thread),
      'GET /admin/support/assignees': ok({ staff: [staffMember] }),
      'GET /admin/support/canned-replies': ok({
        replies: [{ title: 'Looking into it', body: 'We are looking into this.' }],
      }),
      [`POST /admin/support/${late.id}/messages`]: ok(thread, 201),
      'POST /admin/support/attachments': ok(
        { id: PDF_ID, mediaType: 'application/pdf', bytes: 5, sha256: 'd'.repeat(64) },
        201,
      ),
      [`POST /admin/support/${late.id}/assign`]: ok({
        ...thread,
        request: { ...late, assignee: staffMember },
      }),
    });
    renderPage(<InboxThreadPage />, {
      path: '/admin/inbox/:requestId',
      url: `/admin/inbox/${late.id}`,
    });
    const user = userEvent.setup();
    const conversation = await screen.findByRole('list', { name: 'Conversation' });
    const [opening, note] = within(conversation).getAllByRole('listitem');
    expect(note).toHaveTextContent('Internal note');
    expect(within(opening!).getByRole('button', { name: 'JPEG photo, 3.0 MB' })).toBeEnabled();
    await choose(
      user,
      await screen.findByRole('combobox', { name: 'Start from a canned reply' }),
      'Looking into it',
    );
    expect(screen.getByRole('textbox', { name: 'Reply to the customer' })).toHaveValue(
      'We are looking into this.',
    );
    await user.clear(screen.getByRole('textbox', { name: 'Reply to the customer' }));
    await fill(
      user,
      screen.getByRole('textbox', { name: 'Reply to the customer' }),
      'Refunding one.',
    );
    await user.upload(
      screen.getByLabelText('Attach a file'),
      new File(['%PDF-'], 'refund.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() =>
      expect(sent(requests, 'POST', `/admin/support/${late.id}/messages`)[0]?.body).toEqual({
        body: 'Refunding one.',
        internal: false,
        attachmentIds: [PDF_ID],
      }),
    );
    await choose(user, screen.getByRole('combobox', { name: 'Assigned to' }), 'Sam Staff');
    await waitFor(() =>
      expect(sent(requests, 'POST', `/admin/support/${late.id}/assign`)[0]?.body).toEqual({
        assigneeId: staffMember.id,
      }),
    );
  });
});
