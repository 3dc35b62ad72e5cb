import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import type { NotificationItem } from '@vaultline/contracts';
import { formatDateTime, LinkButton, NotificationIcon } from '@vaultline/ui';

interface NotificationListItemProps {
  item: NotificationItem;
  /** Marks it read (the button is there while it is unread). */
  onRead(item: NotificationItem): void;
  /** True while this one is being marked read. */
  marking: boolean;
}

/** One notification: unread ones stand out (a bar, bold title, "New"); its page and "Mark as read". */
export function NotificationListItem({ item, onRead, marking }: NotificationListItemProps) {
  const unread = item.readAt === null;
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        listStyle: 'none',
        p: 2,
        display: 'flex',
        gap: 2,
        borderLeftWidth: 4,
        borderLeftColor: unread ? 'primary.main' : 'divider',
        bgcolor: unread ? 'action.hover' : 'background.paper',
      }}
    >
      <Box sx={{ color: unread ? 'primary.main' : 'text.secondary', pt: 0.25 }} aria-hidden>
        <NotificationIcon kind={item.kind} />
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: unread ? 700 : 500 }}>
            {item.title}
          </Typography>
          {unread ? <Chip label="New" size="small" color="primary" /> : null}
        </Stack>
        <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
          {item.body}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
        </Typography>
        <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
          {item.link ? (
            <LinkButton
              to={item.link}
              size="small"
              onClick={() => (unread ? onRead(item) : undefined)}
              aria-label={`View: ${item.title}`}
            >
              View
            </LinkButton>
          ) : null}
          {unread ? (
            <Button
              size="small"
              onClick={() => onRead(item)}
              disabled={marking}
              aria-label={`Mark as read: ${item.title}`}
            >
              Mark as read
            </Button>
          ) : null}
        </Stack>
      </Box>
    </Paper>
  );
}
