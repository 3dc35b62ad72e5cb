import type {
  AdminSupportMessage,
  AdminSupportRequest,
  SupportAttachment,
  SupportMessage,
  SupportRequest,
} from '@vaultline/contracts';
import type { User } from '../users/user.entity';
import type { MessageRow, ReadingSide, RequestRow } from './support.queries';

// What customers and staff see of a conversation, from its rows.

export function toSupportRequest(row: RequestRow): SupportRequest {
  return {
    id: row.id,
    userId: row.user_id,
    email: row.email,
    phone: row.phone,
    category: row.category,
    subject: row.subject,
    message: row.message,
    status: row.status,
    createdAt: row.created_at.toISOString(),
    resolvedAt: row.resolved_at?.toISOString() ?? null,
    awaiting: row.awaiting,
    replyDueAt: row.reply_due_at.toISOString(),
    firstReplyAt: row.first_reply_at?.toISOString() ?? null,
    lastMessageAt: row.last_message_at.toISOString(),
    unread: row.unread,
  };
}

/** "sam" → "Sam": names are kept as typed; a conversation shows them with capitals. */
export const capitalised = (name: string) =>
  name
    .trim()
    .replace(
      /(^|[\s-])(\p{Ll})/gu,
      (_m, gap: string, letter: string) => gap + letter.toUpperCase(),
    );

export const fullName = (user: User | undefined) =>
  user ? capitalised(`${user.firstName} ${user.lastName}`) : 'Unknown';

export function toAdminSupportRequest(
  row: RequestRow,
  people: Map<string, User>,
  now = Date.now(),
): AdminSupportRequest {
  const customer = people.get(row.user_id);
  const assignee = row.assignee_id ? people.get(row.assignee_id) : undefined;
  return {
    ...toSupportRequest(row),
    customer: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      mobile: customer?.mobile ?? null,
    },
    assignee: row.assignee_id ? { id: row.assignee_id, name: fullName(assignee) } : null,
    overdue:
      row.status === 'open' && row.first_reply_at === null && row.reply_due_at.getTime() < now,
  };
}

/** The people a conversation names: its customer, its assignee and every author. */
export function peopleOf(rows: RequestRow[], messages: MessageRow[] = []): string[] {
  const ids = rows.flatMap((row) => [row.user_id, row.assignee_id ?? row.user_id]);
  return [...new Set([...ids, ...messages.map((message) => message.author_id)])];
}

/** Whether the other side has opened the conversation since the message came. */
function readBy(row: RequestRow, author: ReadingSide, at: Date): boolean {
  const readAt = author === 'customer' ? row.staff_read_at : row.customer_read_at;
  return readAt !== null && readAt.getTime() >= at.getTime();
}

/** The files of a conversation by message id (the request's own under the request's id). */
export type FilesByMessage = Map<string, SupportAttachment[]>;

/** The request's own message, as the conversation's first. */
function opening(row: RequestRow, authorName: string, files: FilesByMessage): SupportMessage {
  return {
    id: row.id,
    author: 'customer',
    authorName,
    body: row.message,
    createdAt: row.created_at.toISOString(),
    read: readBy(row, 'customer', row.created_at),
    attachments: files.get(row.id) ?? [],
  };
}

/** The conversation as its customer sees it: "You", and staff by first name and the bank. */
export function customerThread(
  row: RequestRow,
  messages: MessageRow[],
  people: Map<string, User>,
  files: FilesByMessage,
  bankName: string,
): SupportMessage[] {
  return [
    opening(row, 'You', files),
    ...messages.map((message) => ({
      id: message.id,
      author: message.author_kind,
      authorName:
        message.author_kind === 'customer'
          ? 'You'
          : `${capitalised(people.get(message.author_id)?.firstName ?? 'Our team')}, ${bankName}`,
      body: message.body,
      createdAt: message.created_at.toISOString(),
      read: readBy(row, message.author_kind, message.created_at),
      attachments: files.get(message.id) ?? [],
    })),
  ];
}

/** The conversation as staff see it: full names, and the internal notes marked. */
export function staffThread(
  row: RequestRow,
  messages: MessageRow[],
  people: Map<string, User>,
  files: FilesByMessage,
): AdminSupportMessage[] {
  return [
    { ...opening(row, fullName(people.get(row.user_id)), files), internal: false },
    ...messages.map((message) => ({
      id: message.id,
      author: message.author_kind,
      authorName: fullName(people.get(message.author_id)),
      body: message.body,
      createdAt: message.created_at.toISOString(),
      read: !message.internal && readBy(row, message.author_kind, message.created_at),
      attachments: files.get(message.id) ?? [],
      internal: message.internal,
    })),
  ];
}
