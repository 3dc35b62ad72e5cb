import { z } from 'zod';
import { UuidSchema } from '../common';

/**
 * What a notification is about. Transfer notices are emailed unless the customer turned email
 * notifications off; security notices (sign-ins from a new device, password, PIN, email and
 * two-factor changes) are always emailed.
 */
export const NOTIFICATION_KINDS = [
  'transfer_sent',
  'transfer_received',
  'transfer_held',
  'transfer_approved',
  'transfer_rejected',
  'transfer_returned',
  'new_device_sign_in',
  'password_changed',
  'pin_changed',
  'email_changed',
  'two_factor_changed',
  'micro_deposits_sent',
  'external_account_verified',
  'money_available',
  'ach_returned',
  'check_approved',
  'check_needs_image',
  'check_rejected',
  'check_returned',
  'bill_paid',
  'bill_failed',
  'bill_reminder',
  'card_declined',
  'card_large_payment',
  'card_changed',
  'dispute_filed',
  'dispute_update',
  'dispute_escalated',
  'support_received',
  'support_reply',
  'sessions_ended',
] as const;
export const NotificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKindSchema>;

/** A page of the notification list holds this many (newest first). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export const NotificationItemSchema = z.object({
  id: UuidSchema,
  kind: NotificationKindSchema,
  title: z.string(),
  body: z.string(),
  /** A page of the portal that shows more (e.g. /transfers/<id>), or null. */
  link: z.string().nullable(),
  createdAt: z.string(),
  /** When the customer read it; null while unread. */
  readAt: z.string().nullable(),
});
export type NotificationItem = z.infer<typeof NotificationItemSchema>;

export const NotificationQuerySchema = z.strictObject({
  /** Opaque: the nextCursor of the previous page. */
  cursor: z.string().max(200).optional(),
});
export type NotificationQuery = z.infer<typeof NotificationQuerySchema>;

export const NotificationPageSchema = z.object({
  items: z.array(NotificationItemSchema),
  nextCursor: z.string().nullable(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

export const UnreadCountSchema = z.object({
  /** Unread notifications, counted up to UNREAD_COUNT_MAX (the badge shows "99+" beyond). */
  unread: z.number().int().nonnegative(),
});
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

/** The unread count stops here: a badge never needs more, and the count stays one cheap index read. */
export const UNREAD_COUNT_MAX = 100;

export const NotificationsErrorCode = {
  NOT_FOUND: 'NOTIFICATIONS_NOT_FOUND',
} as const;
export type NotificationsErrorCode =
  (typeof NotificationsErrorCode)[keyof typeof NotificationsErrorCode];
