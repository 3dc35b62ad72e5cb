import type { SupportRequest } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlFirst, sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';

// The SQL of support conversations (support_requests, support_messages).

/** A request as the inbox and the customer's list read it, with the reader's unread count. */
export interface RequestRow {
  id: string;
  user_id: string;
  email: string;
  phone: string | null;
  category: SupportRequest['category'];
  subject: string;
  message: string;
  status: SupportRequest['status'];
  created_at: Date;
  resolved_at: Date | null;
  assignee_id: string | null;
  reply_due_at: Date;
  first_reply_at: Date | null;
  awaiting: SupportRequest['awaiting'];
  customer_read_at: Date | null;
  staff_read_at: Date | null;
  last_message_at: Date;
  unread: number;
}

export interface MessageRow {
  id: string;
  author_id: string;
  author_kind: 'customer' | 'staff';
  internal: boolean;
  body: string;
  created_at: Date;
}

export type ReadingSide = 'customer' | 'staff';

const COLUMNS = `r.id, r.user_id, r.email, r.phone, r.category, r.subject, r.message, r.status,
  r.created_at, r.resolved_at, r.assignee_id, r.reply_due_at, r.first_reply_at, r.awaiting,
  r.customer_read_at, r.staff_read_at, r.last_message_at`;

/** Messages from the other side (never staff notes) that came after this side last read. */
const unreadFor = (side: ReadingSide) => {
  const other = side === 'customer' ? 'staff' : 'customer';
  // For staff, the request's own message counts until someone on staff has opened it.
  const request =
    side === 'staff' ? ' + (CASE WHEN r.staff_read_at IS NULL THEN 1 ELSE 0 END)' : '';
  return `((SELECT count(*)::int FROM support_messages m WHERE m.request_id = r.id
    AND m.author_kind = '${other}' AND NOT m.internal
    AND m.created_at > coalesce(r.${side}_read_at, '-infinity'))${request})`;
};

export interface NewRequest {
  userId: string;
  email: string;
  phone: string | null;
  category: SupportRequest['category'];
  subject: string;
  message: string;
  replyDueAt: Date;
}

export async function insertRequest(db: Queryable, request: NewRequest): Promise<string> {
  const row = await sqlFirst<{ id: string }>(
    db,
    `INSERT INTO support_requests (user_id, email, phone, category, subject, message, reply_due_at,
       customer_read_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id`,
    [
      request.userId,
      request.email,
      request.phone,
      request.category,
      request.subject,
      request.message,
      request.replyDueAt,
    ],
  );
  if (!row) throw new Error('support request not written');
  return row.id;
}

/** The inbox's filters as SQL conditions over `r` (the staff member's id for "assigned to me"). */
export interface InboxFilter {
  id?: string;
  userId?: string;
  status?: SupportRequest['status'];
  category?: SupportRequest['category'];
  assignee?: string | 'none';
  overdue?: boolean;
}

export function findRequests(
  db: Queryable,
  filter: InboxFilter,
  side: ReadingSide,
  limit: number,
): Promise<RequestRow[]> {
  const conditions: string[] = [];
  const params: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    params.push(value);
    conditions.push(sql(`$${params.length}`));
  };
  if (filter.id) add((p) => `r.id = ${p}`, filter.id);
  if (filter.userId) add((p) => `r.user_id = ${p}`, filter.userId);
  if (filter.status) add((p) => `r.status = ${p}`, filter.status);
  if (filter.category) add((p) => `r.category = ${p}`, filter.category);
  if (filter.assignee === 'none') conditions.push('r.assignee_id IS NULL');
  else if (filter.assignee) add((p) => `r.assignee_id = ${p}`, filter.assignee);
  if (filter.overdue) conditions.push(OVERDUE);
  const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
  return sqlRows<RequestRow>(
    db,
    `SELECT ${COLUMNS}, ${unreadFor(side)} AS unread FROM support_requests r ${where}
     ORDER BY ${side === 'staff' ? `(${OVERDUE}) DESC, ` : ''}r.last_message_at DESC, r.id
     LIMIT ${limit}`,
    params,
  );
}

/** The first reply is late: due, not given, and the request still open. */
export const OVERDUE =
  "(r.status = 'open' AND r.first_reply_at IS NULL AND r.reply_due_at < now())";

export function lockRequest(db: Queryable, id: string): Promise<RequestRow | undefined> {
  return sqlFirst<RequestRow>(
    db,
    `SELECT ${COLUMNS}, 0 AS unread FROM support_requests r WHERE r.id = $1 FOR UPDATE`,
    [id],
  );
}

export function messagesOf(
  db: Queryable,
  requestId: string,
  withNotes: boolean,
): Promise<MessageRow[]> {
  return sqlRows<MessageRow>(
    db,
    `SELECT id, author_id, author_kind, internal, body, created_at FROM support_messages
     WHERE request_id = $1 ${withNotes ? '' : 'AND NOT internal'} ORDER BY created_at, id`,
    [requestId],
  );
}

export interface NewMessage {
  requestId: string;
  authorId: string;
  authorKind: 'customer' | 'staff';
  internal: boolean;
  body: string;
}

/** Appends a message; answers its id (files are placed in it by id). */
export async function insertMessage(db: Queryable, message: NewMessage): Promise<string> {
  const row = await sqlOne<{ id: string }>(
    db,
    `INSERT INTO support_messages (request_id, author_id, author_kind, internal, body)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [message.requestId, message.authorId, message.authorKind, message.internal, message.body],
    'support message',
  );
  return row.id;
}

/** A message to the other side moves the request: whose turn, the first reply, the status. */
export async function afterMessage(db: Queryable, id: string, from: ReadingSide): Promise<void> {
  const staff = from === 'staff';
  await sqlRun(
    db,
    `UPDATE support_requests SET last_message_at = now(), updated_at = now(),
       awaiting = $2, ${from}_read_at = now(),
       first_reply_at = ${staff ? 'coalesce(first_reply_at, now())' : 'first_reply_at'},
       status = ${staff ? 'status' : "'open'"},
       resolved_at = ${staff ? 'resolved_at' : 'NULL'}
     WHERE id = $1`,
    [id, staff ? 'customer' : 'staff'],
  );
}

/** This side has read the conversation up to now (read receipts for the other side); when. */
export async function markRead(db: Queryable, id: string, side: ReadingSide): Promise<Date> {
  const row = await sqlFirst<{ read_at: Date }>(
    db,
    `UPDATE support_requests SET ${side}_read_at = now() WHERE id = $1 RETURNING now() AS read_at`,
    [id],
  );
  return row?.read_at ?? new Date();
}

export async function setAssignee(db: Queryable, id: string, assigneeId: string | null) {
  await sqlRun(
    db,
    'UPDATE support_requests SET assignee_id = $2, updated_at = now() WHERE id = $1',
    [id, assigneeId],
  );
}

/** Resolves or archives; answers the ids that changed (those not already in that status). */
export function closeRequests(
  db: Queryable,
  ids: string[],
  status: 'resolved' | 'archived',
): Promise<Array<{ id: string; before: SupportRequest['status'] }>> {
  return sqlRows<{ id: string; before: SupportRequest['status'] }>(
    db,
    `UPDATE support_requests r SET status = $2, updated_at = now(),
       resolved_at = CASE WHEN $2 = 'resolved' THEN now() ELSE r.resolved_at END
     FROM (SELECT id, status FROM support_requests WHERE id = ANY($1::uuid[]) FOR UPDATE) old
     WHERE r.id = old.id AND old.status <> $2
     RETURNING r.id, old.status AS before`,
    [ids, status],
  );
}
