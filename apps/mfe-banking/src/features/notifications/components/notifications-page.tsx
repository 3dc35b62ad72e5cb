import NotificationsNoneIcon from '@mui/icons-material/NotificationsNone';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import type { NotificationItem } from '@vaultline/contracts';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationFeed,
} from '@vaultline/data-access';
import {
  EmptyState,
  ErrorState,
  FeedFooter,
  LinkButton,
  ListSkeleton,
  PageHeading,
  toastFailure,
} from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { NotificationListItem } from './notification-list-item';

function useMarking() {
  const markOne = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const [marking, setMarking] = useState<string | null>(null);
  const read = async (item: NotificationItem) => {
    setMarking(item.id);
    const result = await markOne.mutate(item.id);
    setMarking(null);
    if (!result.ok) toastFailure('Could not mark it read', result.error);
  };
  const readAll = async () => {
    const result = await markAll.mutate(undefined);
    if (!result.ok) toastFailure('Could not mark them read', result.error);
  };
  return { read, readAll, marking, markingAll: markAll.isPending };
}

/** /notifications: everything the customer was told, newest first, a page at a time. */
export function NotificationsPage() {
  const feed = useNotificationFeed();
  const marking = useMarking();
  const anyUnread = feed.items.some((item) => item.readAt === null);
  const actions = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        onClick={() => void marking.readAll()}
        disabled={!anyUnread || marking.markingAll}
      >
        Mark all as read
      </Button>
      <LinkButton to={paths.notificationSettings} startIcon={<SettingsIcon />}>
        Notification Settings
      </LinkButton>
    </Stack>
  );
  return (
    <>
      <PageHeading
        title="Notifications"
        subtitle="Your transfers and changes to how you sign in, newest first."
        actions={actions}
      />
      {feed.error ? (
        <ErrorState
          title="We couldn't load your notifications."
          message={feed.error.message}
          onRetry={feed.reload}
        />
      ) : null}
      {!feed.loaded && !feed.error ? (
        <ListSkeleton rows={4} height={120} label="Loading notifications" />
      ) : null}
      {feed.loaded && feed.items.length === 0 ? (
        <EmptyState icon={<NotificationsNoneIcon />} text="You have no notifications yet." />
      ) : null}
      {feed.items.length > 0 ? (
        <Box
          component="ul"
          aria-label="Notifications"
          sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {feed.items.map((item) => (
            <NotificationListItem
              key={item.id}
              item={item}
              onRead={(read) => void marking.read(read)}
              marking={marking.marking === item.id}
            />
          ))}
        </Box>
      ) : null}
      {feed.loaded && feed.items.length > 0 ? (
        <FeedFooter
          feed={feed}
          summary={`Showing ${feed.items.length} notification${feed.items.length === 1 ? '' : 's'}`}
          moreErrorTitle="We couldn't load more notifications."
        />
      ) : null}
    </>
  );
}
