import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { Box, Chip, List, ListItem, ListItemButton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_CATEGORIES, type SupportRequest } from '@vaultline/contracts';
import { type Query } from '@vaultline/data-access';
import { formatDate } from '@vaultline/money';
import { EmptyState, ErrorState, ListSkeleton, SectionCard } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { SUPPORT_STATUS } from './support-status';

/** What waits for the customer in a request: new replies, or nothing. */
function unreadLabel(unread: number): string | null {
  if (unread === 0) return null;
  return unread === 1 ? '1 new reply' : `${unread} new replies`;
}

function RequestItem({ request }: { request: SupportRequest }) {
  const status = SUPPORT_STATUS[request.status];
  const unread = unreadLabel(request.unread);
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={paths.supportRequest(request.id)}
        sx={{ px: 1, display: 'block' }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography sx={{ fontWeight: 500, flexGrow: 1, overflowWrap: 'anywhere' }}>
            {request.subject}
          </Typography>
          {unread ? <Chip size="small" color="primary" label={unread} /> : null}
          <Chip size="small" color={status.color} label={status.label} />
        </Box>
        <Typography variant="body2" color="text.secondary">
          {`${SUPPORT_CATEGORIES[request.category]} · ${formatDate(request.createdAt)}`}
        </Typography>
        <Typography
          variant="body2"
          sx={{
            mt: 0.5,
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {request.message}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/** The customer's past requests and where each one stands. */
export function SupportHistory({ requests }: { requests: Query<{ requests: SupportRequest[] }> }) {
  const list = requests.data?.requests ?? [];
  return (
    <SectionCard title="Your Requests">
      {requests.error ? (
        <ErrorState
          title="We couldn't load your requests."
          message={requests.error.message}
          onRetry={requests.refetch}
        />
      ) : null}
      {requests.isLoading ? (
        <ListSkeleton rows={3} height={72} label="Loading your requests" />
      ) : null}
      {requests.data && list.length === 0 ? (
        <EmptyState icon={<ForumOutlinedIcon />} text="You haven't contacted support yet." />
      ) : null}
      {list.length > 0 ? (
        <List aria-label="Your support requests">
          {list.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </List>
      ) : null}
    </SectionCard>
  );
}
