import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportThread } from '@vaultline/contracts';
import {
  apiError,
  fill,
  ok,
  renderPage,
  sent,
  type StubHandler,
  stubApi,
} from '@vaultline/testing';
import { makeSupportRequest, signIn } from '../../../test/fixtures';
import { SupportThreadPage } from './support-thread-page';

const FILE_ID = '00000000-0000-4000-8000-000000009101';
const request = makeSupportRequest(1, { subject: 'Card payment twice', message: 'Please look.' });

function threadOf(overrides: Partial<SupportThread['request']> = {}): SupportThread {
  return {
    request: { ...request, awaiting: 'customer', ...overrides },
    messages: [
      {
        id: request.id,
        author: 'customer',
        authorName: 'You',
        body: 'Please look.',
        createdAt: '2026-03-01T09:00:00.000Z',
        read: true,
        attachments: [],
      },
      {
        id: '00000000-0000-4000-8000-000000009001',
        author: 'staff',
        authorName: 'Sam, Vaultline',
        body: 'We are refunding one of them.',
        createdAt: '2026-03-01T10:00:00.000Z',
        read: true,
        attachments: [
          { id: FILE_ID, mediaType: 'application/pdf', bytes: 2048, sha256: 'a'.repeat(64) },
        ],
      },
    ],
  };
}

function renderThread(thread = threadOf(), replies: Record<string, StubHandler> = {}) {
  signIn();
  const requests = stubApi({ [`GET /support/${request.id}`]: ok(thread), ...replies });
  renderPage(<SupportThreadPage />, {
    path: '/support/:requestId',
    url: `/support/${request.id}`,
  });
  return requests;
}

describe('SupportThreadPage', () => {
  it('shows the conversation both ways, with read receipts on the customer’s messages', async () => {
    renderThread();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Card payment twice' }),
    ).toBeInTheDocument();
    const conversation = screen.getByRole('list', { name: 'Conversation' });
    const items = within(conversation).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Read by our team');
    expect(items[1]).toHaveTextContent('Sam, Vaultline');
    expect(items[1]).toHaveTextContent('We are refunding one of them.');
    expect(within(items[1]!).getByRole('button', { name: 'PDF, 2 KB' })).toBeInTheDocument();
  });

  it('sends a reply, and says why one cannot be sent', async () => {
    const requests = renderThread(threadOf(), {
      [`POST /support/${request.id}/messages`]: ok(threadOf({ awaiting: 'staff' }), 201),
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(screen.getByText('Write your message.')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Your message' }), 'Thank you!');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('textbox', { name: 'Your message' })).toHaveValue('');
    expect(sent(requests, 'POST', `/support/${request.id}/messages`)[0].body).toEqual({
      body: 'Thank you!',
      attachmentIds: [],
    });
  });

  it('uploads the chosen files first and sends their ids; refuses another kind of file', async () => {
    const upload = { id: FILE_ID, mediaType: 'image/png', bytes: 4, sha256: 'b'.repeat(64) };
    const requests = renderThread(threadOf(), {
      'POST /support/attachments': ok(upload, 201),
      [`POST /support/${request.id}/messages`]: ok(threadOf({ awaiting: 'staff' }), 201),
    });
    const user = userEvent.setup({ applyAccept: false });
    const picker = await screen.findByLabelText('Attach a file');
    await user.upload(picker, new File(['words'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByText('Attach a photo (JPEG or PNG) or a PDF.')).toBeInTheDocument();
    await user.upload(picker, new File(['png!'], 'screen.png', { type: 'image/png' }));
    expect(screen.getByText('screen.png')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Your message' }), 'Here it is.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByText('screen.png')).not.toBeInTheDocument());
    expect(sent(requests, 'POST', '/support/attachments')).toHaveLength(1);
    expect(sent(requests, 'POST', `/support/${request.id}/messages`)[0].body).toEqual({
      body: 'Here it is.',
      attachmentIds: [FILE_ID],
    });
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('');
  });

  it('offers no reply on a closed request and says how to write again', async () => {
    renderThread(threadOf({ status: 'archived' }));
    expect(await screen.findByText(/This request is closed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
  });

  it('says when the request cannot be found', async () => {
    signIn();
    stubApi({ [`GET /support/${request.id}`]: apiError(404, 'SUPPORT_NOT_FOUND', 'No such') });
    renderPage(<SupportThreadPage />, {
      path: '/support/:requestId',
      url: `/support/${request.id}`,
    });
    expect(await screen.findByText(/We couldn't find this request/)).toBeInTheDocument();
  });
});
