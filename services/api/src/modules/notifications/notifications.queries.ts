import type { NotificationKind } from '@vaultline/contracts';
import type { Queryable } from '../../platform/database/sql';
import { sqlOne, sqlRows, sqlRun } from '../../platform/database/sql';
import type { AddressedNotice } from './notice.types';

// The SQL of notifications (notifications): write many at once, page, count unread, mark read.

export interface NotificationDbRow {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  created_at: Date;
  read_at: Date | null;
  /** created_at as PostgreSQL writes it (microseconds kept), for the cursor. */
  created_key: string;
}

const COLUMNS = 'id, kind, title, body, link, created_at, read_at, created_at::text AS created_key';

/** Writes the in-app rows of the notices, in one INSERT whatever their number. */
export async function insertNotifications(
  tx: Queryable,
  known: readonly AddressedNotice[],
): Promise<void> {
  await sqlRun(
    tx,
    `INSERT INTO notifications (user_id, kind, title, body, link)
       SELECT * FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [
      known.map((notice) => notice.userId),
      known.map((notice) => notice.kind),
      known.map((notice) => notice.title),
      known.map((notice) => notice.body),
      known.map((notice) => notice.link ?? null),
    ],
  );
}

/** The customer's notifications after the cursor (if any), newest first, `limit` of them. */
export function notificationRows(
  db: Queryable,
  userId: string,
  cursor: { t: string; id: string } | null,
  limit: number,
): Promise<NotificationDbRow[]> {
  return sqlRows<NotificationDbRow>(
    db,
    `SELECT ${COLUMNS} FROM notifications
       WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
       ORDER BY created_at DESC, id DESC LIMIT $4`,
    [userId, cursor?.t ?? null, cursor?.id ?? null, limit],
  );
}

/** Unread notifications, counted up to `max` (one read of the partial index). */
export async function countUnread(db: Queryable, userId: string, max: number): Promise<number> {
  const row = await sqlOne<{ unread: number }>(
    db,
    `SELECT count(*)::int AS unread FROM (
         SELECT 1 FROM notifications WHERE user_id = $1 AND read_at IS NULL LIMIT $2) unread`,
    [userId, max],
    'unread count',
  );
  return row.unread;
}

/** Marks one of the customer's notifications read (again: no change); undefined when not theirs. */
export async function markNotificationRead(
  db: Queryable,
  userId: string,
  id: string,
): Promise<NotificationDbRow | undefined> {
  const [row] = await sqlRows<NotificationDbRow>(
    db,
    `UPDATE notifications SET read_at = COALESCE(read_at, now())
       WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
    [id, userId],
  );
  return row;
}

/** Marks every unread notification of the customer read. */
export async function markAllNotificationsRead(db: Queryable, userId: string): Promise<void> {
  await sqlRun(
    db,
    'UPDATE notifications SET read_at = now() WHERE user_id = $1 AND read_at IS NULL',
    [userId],
  );
}
