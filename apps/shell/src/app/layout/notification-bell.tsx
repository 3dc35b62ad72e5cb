import NotificationsIcon from '@mui/icons-material/NotificationsNone';
import {
  Badge,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { NotificationItem } from '@vaultline/contracts';
import {
  LATEST_NOTIFICATIONS,
  useLatestNotifications,
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useUnreadCount,
} from '@vaultline/data-access';
import { useSession } from '@vaultline/session';
import { formatDateTime, NotificationIcon } from '@vaultline/ui';

/** Where the full list lives (the banking remote). */
const NOTIFICATIONS_PATH = '/notifications';

/** "99+" past what the badge shows (the API counts to 100). */
function countText(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** Said to screen readers only (the bold title shows it). */
const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

function LatestItem({ item, onOpen }: { item: NotificationItem; onOpen(): void }) {
  const unread = item.readAt === null;
  return (
    <ListItem disablePadding>
      <ListItemButton onClick={onOpen} alignItems="flex-start" sx={{ gap: 1 }}>
        <ListItemIcon sx={{ minWidth: 32, mt: 0.5, color: unread ? 'primary.main' : undefined }}>
          <NotificationIcon kind={item.kind} />
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              {unread ? (
                <Box component="span" sx={visuallyHidden}>
                  Unread:{' '}
                </Box>
              ) : null}
              {item.title}
            </>
          }
          secondary={`${item.body} · ${formatDateTime(item.createdAt)}`}
          slotProps={{
            primary: { sx: { fontWeight: unread ? 700 : 400 } },
            secondary: {
              sx: {
                display: '-webkit-box',
                WebkitLineClamp: 2,
                WebkitBoxOrient: 'vertical',
                overflow: 'hidden',
              },
            },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}

function LatestList({ open, onClose }: { open: boolean; onClose(): void }) {
  const navigate = useNavigate();
  const latest = useLatestNotifications(open);
  const markRead = useMarkNotificationRead();
  const items = (latest.data?.items ?? []).slice(0, LATEST_NOTIFICATIONS);
  const go = (item: NotificationItem) => {
    onClose();
    if (item.readAt === null) void markRead.mutate(item.id);
    navigate(item.link ?? NOTIFICATIONS_PATH);
  };
  if (latest.error)
    return (
      <Box sx={{ p: 2 }}>
        <Typography variant="body2">We couldn&apos;t load your notifications.</Typography>
        <Button size="small" onClick={latest.refetch}>
          Retry
        </Button>
      </Box>
    );
  if (latest.isLoading)
    return (
      <Box sx={{ p: 3, textAlign: 'center' }} role="status" aria-label="Loading notifications">
        <CircularProgress size={24} />
      </Box>
    );
  if (items.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        You have no notifications yet.
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Latest notifications">
      {items.map((item) => (
        <LatestItem key={item.id} item={item} onOpen={() => go(item)} />
      ))}
    </List>
  );
}

/**
 * The header's bell, for signed-in customers: the unread count (asked every minute and when the
 * window gets focus) and, on a click, the latest notifications with "See all".
 */
export function NotificationBell() {
  const isCustomer = useSession((state) => state.user?.role === 'customer');
  const navigate = useNavigate();
  const headingId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = useUnreadCount(isCustomer).data?.unread ?? 0;
  const markAll = useMarkAllNotificationsRead();
  if (!isCustomer) return null;
  const close = () => setAnchor(null);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`Notifications, ${countText(count)} unread`}
        aria-haspopup="dialog"
      >
        <Badge badgeContent={count} max={99} color="error">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': headingId,
            sx: { width: 360, maxWidth: 'calc(100vw - 16px)' },
          },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ flexGrow: 1 }}>
            Notifications
          </Typography>
          <Button
            size="small"
            disabled={count === 0 || markAll.isPending}
            onClick={() => void markAll.mutate(undefined)}
          >
            Mark all read
          </Button>
        </Box>
        <Divider />
        <LatestList open={anchor !== null} onClose={close} />
        <Divider />
        <Box sx={{ p: 1, textAlign: 'center' }}>
          <Button
            onClick={() => {
              close();
              navigate(NOTIFICATIONS_PATH);
            }}
          >
            See all notifications
          </Button>
        </Box>
      </Popover>
    </>
  );
}
