import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EntityManager } from 'typeorm';
import type { NotificationItem, NotificationPage, UnreadCount } from '@vaultline/contracts';
import {
  CommonErrorCode,
  NOTIFICATIONS_PAGE_SIZE,
  UNREAD_COUNT_MAX,
  UuidSchema,
} from '@vaultline/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { deriveKey } from '../../platform/crypto/keys';
import { seal, unseal } from '../../platform/crypto/sealing';
import { AppException } from '../../platform/http/app.exception';
import { MailOutboxService } from '../../platform/mail/mail-outbox.service';
import type { MailMessage } from '../../platform/mail/mail.service';
import { UsersService } from '../users/users.service';
import type { AddressedNotice, Notice } from './notice.types';
import { noticeMail } from './notification-mail';
import { notificationNotFound } from './notifications.exception';
import {
  countUnread,
  insertNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationRows,
} from './notifications.queries';
import type { NotificationDbRow } from './notifications.queries';

// Declared in a leaf file so that the helpers that build notices (notification-mail.ts,
// security-notices.ts) need no import of this service; still exported from here for its callers.
export type { AddressedNotice, Notice } from './notice.types';

/** Where a page starts: after the last notice of the previous one (its time and id). */
interface Cursor {
  t: string;
  id: string;
}

// timestamptz as text: 2026-11-24 12:34:56.123456+00
const TIME_KEY = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/;

function toItem(row: NotificationDbRow): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/** What a cursor is sealed to: its list and its owner (another customer's cursor does not open). */
function cursorContext(userId: string): string {
  return JSON.stringify(['notifications', userId]);
}

/**
 * Sealed (AES-GCM under the page-cursor key): a cursor is only ever one this API made, so no time a
 * client wrote (month 13, hour 25, a year PostgreSQL cannot hold) ever reaches the SQL's cast.
 */
function encodeCursor(key: Buffer, userId: string, row: NotificationDbRow): string {
  const cursor: Cursor = { t: row.created_key, id: row.id };
  return seal(key, Buffer.from(JSON.stringify(cursor)), cursorContext(userId));
}

/** The cursor a page handed out to this customer; anything else is a 400, never a failed cast. */
function decodeCursor(key: Buffer, userId: string, raw: string): Cursor {
  let cursor: Partial<Cursor> | null;
  try {
    cursor = JSON.parse(
      unseal(key, raw, cursorContext(userId)).toString(),
    ) as Partial<Cursor> | null;
  } catch {
    // not sealed by this API for this customer, or not JSON
    cursor = null;
  }
  // Checked again though sealed: a second line should the app secret ever leak.
  const valid =
    cursor !== null &&
    typeof cursor === 'object' &&
    typeof cursor.t === 'string' &&
    TIME_KEY.test(cursor.t) &&
    UuidSchema.safeParse(cursor.id).success;
  if (!valid)
    throw new AppException(
      400,
      CommonErrorCode.VALIDATION_FAILED,
      'Invalid query string (cursor): start again from the first page',
    );
  return cursor as Cursor;
}

/**
 * Notifications: written inside the transaction of what they tell about (a transfer, a password
 * change), emailed through the mail outbox once it commits, listed and marked read by their owner.
 */
@Injectable()
export class NotificationsService {
  /** Seals the list's cursors (see encodeCursor). */
  private readonly cursorKey: Buffer;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly outbox: MailOutboxService,
  ) {
    this.cursorKey = deriveKey(config.appSecret, 'page-cursor');
  }

  /** One notice for one customer, in the caller's transaction; call wake() after the commit. */
  notify(tx: EntityManager, userId: string, notice: Notice): Promise<void> {
    return this.notifyMany(tx, [{ ...notice, userId }]);
  }

  /**
   * Several notices in the caller's transaction, in three statements whatever their number: the
   * customers are read once, the in-app rows written by one INSERT, the emails queued by one more
   * (transaction notices only for customers who keep email notifications on; security notices
   * always). Notices for unknown users are dropped. Call wake() after the commit.
   */
  async notifyMany(tx: EntityManager, notices: AddressedNotice[]): Promise<void> {
    if (notices.length === 0) return;
    const ids = [...new Set(notices.map((notice) => notice.userId))];
    const users = new Map((await this.users.findByIds(ids, tx)).map((user) => [user.id, user]));
    const known = notices.filter((notice) => users.has(notice.userId));
    if (known.length === 0) return;
    await insertNotifications(tx, known);
    const mails: MailMessage[] = [];
    for (const notice of known) {
      const user = users.get(notice.userId);
      if (!user || !(notice.security === true || user.notifications.email !== false)) continue;
      mails.push(noticeMail(user.email, user.firstName, notice, this.config.publicUrl));
    }
    if (mails.length > 0) await this.outbox.queueMany(tx, mails);
  }

  /** Sends the emails queued without waiting for the next poll of the jobs runner. */
  wake(): void {
    this.outbox.wake();
  }

  /** The customer's notifications, newest first, NOTIFICATIONS_PAGE_SIZE a page. Errors: VALIDATION_FAILED (a cursor not handed out). */
  async page(userId: string, rawCursor: string | undefined): Promise<NotificationPage> {
    const cursor = rawCursor ? decodeCursor(this.cursorKey, userId, rawCursor) : null;
    const rows = await notificationRows(this.db, userId, cursor, NOTIFICATIONS_PAGE_SIZE + 1);
    const items = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
    const last = items.at(-1);
    const more = rows.length > NOTIFICATIONS_PAGE_SIZE && last !== undefined;
    return {
      items: items.map(toItem),
      nextCursor: more ? encodeCursor(this.cursorKey, userId, last) : null,
    };
  }

  /** Unread notifications, counted up to UNREAD_COUNT_MAX (one read of the partial index). */
  async unreadCount(userId: string): Promise<UnreadCount> {
    return { unread: await countUnread(this.db, userId, UNREAD_COUNT_MAX) };
  }

  /** Marks one of the customer's notifications read (again: no change). Errors: NOTIFICATIONS_NOT_FOUND (also another customer's). */
  async markRead(userId: string, id: string): Promise<NotificationItem> {
    const row = await markNotificationRead(this.db, userId, id);
    if (!row) throw notificationNotFound();
    return toItem(row);
  }

  /** Marks every unread notification of the customer read; answers what is unread after (one arrived meanwhile). */
  async markAllRead(userId: string): Promise<UnreadCount> {
    await markAllNotificationsRead(this.db, userId);
    return this.unreadCount(userId);
  }
}
