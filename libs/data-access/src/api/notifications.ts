import {
  NotificationItemSchema,
  NotificationPageSchema,
  UnreadCountSchema,
  type NotificationItem,
  type NotificationPage,
  type UnreadCount,
} from '@vaultline/contracts';
import { apiClient } from '@vaultline/session';
import { useCursorFeed } from '../hooks/use-cursor-feed';
import { useMutation } from '../hooks/use-mutation';
import { useQuery } from '../hooks/use-query';

const NOTIFICATIONS_KEY = ['notifications'] as const;

/** The notifications' query keys, one per endpoint (every remote reads the same entries). */
export const notificationsKeys = {
  all: () => NOTIFICATIONS_KEY,
  unreadCount: () => [...NOTIFICATIONS_KEY, 'unread-count'] as const,
  latest: () => [...NOTIFICATIONS_KEY, 'latest'] as const,
  feed: () => [...NOTIFICATIONS_KEY, 'feed'] as const,
};

/** How often the header asks for the unread count while the page is open (and on focus). */
export const UNREAD_POLL_MS = 60_000;
/** How many notifications the header's list shows (the page shows them all). */
export const LATEST_NOTIFICATIONS = 10;

/** GET /notifications: one page of the customer's notifications, newest first. */
export async function getNotifications(
  cursor: string | null,
  signal?: AbortSignal,
): Promise<NotificationPage> {
  const params = cursor ? { cursor } : {};
  const { data } = await apiClient.get('/notifications', { params, signal });
  return NotificationPageSchema.parse(data);
}

/** GET /notifications/unread-count: counted up to 100. */
export async function getUnreadCount(signal?: AbortSignal): Promise<UnreadCount> {
  const { data } = await apiClient.get('/notifications/unread-count', { signal });
  return UnreadCountSchema.parse(data);
}

/** POST /notifications/:id/read. */
export async function markNotificationRead(id: string): Promise<NotificationItem> {
  const { data } = await apiClient.post(`/notifications/${encodeURIComponent(id)}/read`);
  return NotificationItemSchema.parse(data);
}

/** POST /notifications/read-all: answers the unread count after. */
export async function markAllNotificationsRead(): Promise<UnreadCount> {
  const { data } = await apiClient.post('/notifications/read-all');
  return UnreadCountSchema.parse(data);
}

/** The header's badge: asked every minute and on window focus, only while `enabled` (a signed-in customer). */
export function useUnreadCount(enabled: boolean) {
  return useQuery(notificationsKeys.unreadCount(), getUnreadCount, {
    enabled,
    refetchIntervalMs: UNREAD_POLL_MS,
  });
}

/** The newest notifications, for the header's list (asked when it opens). */
export function useLatestNotifications(enabled: boolean) {
  return useQuery(notificationsKeys.latest(), (signal) => getNotifications(null, signal), {
    enabled,
  });
}

/** Every notification, a page at a time (the notifications page). */
export function useNotificationFeed() {
  return useCursorFeed(notificationsKeys.feed(), (cursor, signal) =>
    getNotifications(cursor, signal),
  );
}

/** Marking read changes the badge and every list: a mutation refreshes all shown answers. */
export function useMarkNotificationRead() {
  return useMutation(markNotificationRead);
}

export function useMarkAllNotificationsRead() {
  return useMutation(() => markAllNotificationsRead());
}
