import { Box, Chip, Link, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { Link as RouterLink } from 'react-router-dom';
import {
  SUPPORT_CATEGORIES,
  type AdminSupportMessage,
  type AdminSupportRequest,
} from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import {
  AttachmentLinks,
  BackButton,
  EmptyState,
  ErrorState,
  formatDateTime,
  ListSkeleton,
  PageHeading,
  SectionCard,
  toastFailure,
} from '@vaultline/ui';
import { SupportStatusChip } from '../../../components/status-chips';
import { paths } from '../../../config/paths';
import { inboxFilePath, useAssignees, useAssignRequest, useThread } from '../api/inbox';
import { InboxReplyForm } from './inbox-reply-form';
import { StatusButtons } from './status-buttons';

function MessageItem({ message, requestId }: { message: AdminSupportMessage; requestId: string }) {
  const fromCustomer = message.author === 'customer';
  return (
    <Box component="li" sx={{ listStyle: 'none' }}>
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          ml: fromCustomer ? 0 : { sm: 6 },
          mr: fromCustomer ? { sm: 6 } : 0,
          borderColor: message.internal ? 'warning.main' : undefined,
          borderStyle: message.internal ? 'dashed' : undefined,
        }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Typography variant="caption" color="text.secondary">
            {`${message.authorName} · ${formatDateTime(message.createdAt)}`}
          </Typography>
          {message.internal ? <Chip size="small" color="warning" label="Internal note" /> : null}
        </Box>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
        <AttachmentLinks
          attachments={message.attachments}
          urlOf={(file) => inboxFilePath(requestId, file.id)}
        />
        {!fromCustomer && !message.internal ? (
          <Typography variant="caption" color="text.secondary">
            {message.read ? 'Read by the customer' : 'Not read yet'}
          </Typography>
        ) : null}
      </Paper>
    </Box>
  );
}

function AssigneeField({ request }: { request: AdminSupportRequest }) {
  const staff = useAssignees().data?.staff ?? [];
  const assign = useAssignRequest();
  const change = async (value: string) => {
    const result = await assign.mutate({ id: request.id, assigneeId: value || null });
    if (!result.ok) return toastFailure('Not assigned', result.error);
    const name = result.data.request.assignee?.name;
    toast({
      title: 'Assigned',
      description: name ? `To ${name}.` : 'To nobody.',
      severity: 'success',
    });
  };
  const known = staff.some((person) => person.id === request.assignee?.id);
  return (
    <TextField
      select
      size="small"
      label="Assigned to"
      value={request.assignee?.id ?? ''}
      disabled={assign.isPending}
      onChange={(event) => void change(event.target.value)}
      sx={{ minWidth: 220 }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Nobody</MenuItem>
      {request.assignee && !known ? (
        <MenuItem value={request.assignee.id}>{request.assignee.name}</MenuItem>
      ) : null}
      {staff.map((person) => (
        <MenuItem key={person.id} value={person.id}>
          {person.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

function RequestFacts({ request }: { request: AdminSupportRequest }) {
  const who = `${request.customer.firstName} ${request.customer.lastName}`;
  return (
    <Stack spacing={1.5}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <SupportStatusChip status={request.status} />
        {request.overdue ? <Chip size="small" color="error" label="First reply overdue" /> : null}
        <Typography variant="body2" color="text.secondary">
          {request.firstReplyAt
            ? `First reply ${formatDateTime(request.firstReplyAt)} (due ${formatDateTime(request.replyDueAt)})`
            : `First reply due ${formatDateTime(request.replyDueAt)}`}
        </Typography>
      </Box>
      <Typography variant="body2">
        <Link
          component={RouterLink}
          to={paths.userDetails(request.userId)}
          sx={{ textTransform: 'capitalize' }}
        >
          {who}
        </Link>
        {` · ${request.email}${request.phone ? ` · ${request.phone}` : ''}`}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <AssigneeField request={request} />
        <StatusButtons request={request} />
      </Box>
    </Stack>
  );
}

/** One request: its facts, assignment and status, the conversation with notes, and a reply box. */
export function InboxThreadPage() {
  const { requestId = '' } = useParams();
  const thread = useThread(requestId);
  const data = thread.data;
  return (
    <>
      <BackButton to={paths.inbox} label="Back to the inbox" />
      <PageHeading
        title={data?.request.subject ?? 'Support request'}
        subtitle={data ? SUPPORT_CATEGORIES[data.request.category] : undefined}
      />
      {thread.error?.status === 404 ? <EmptyState text="No such support request." /> : null}
      {thread.error && thread.error.status !== 404 ? (
        <ErrorState
          title="We couldn't load this request."
          message={thread.error.message}
          onRetry={thread.refetch}
        />
      ) : null}
      {thread.isLoading ? <ListSkeleton rows={3} height={80} label="Loading the request" /> : null}
      {data ? (
        <Stack spacing={3}>
          <SectionCard title="Request">
            <RequestFacts request={data.request} />
          </SectionCard>
          <SectionCard title="Conversation">
            <Stack
              component="ol"
              aria-label="Conversation"
              spacing={1.5}
              sx={{ p: 0, m: 0, mb: 3 }}
            >
              {data.messages.map((message) => (
                <MessageItem key={message.id} message={message} requestId={data.request.id} />
              ))}
            </Stack>
            <InboxReplyForm request={data.request} />
          </SectionCard>
        </Stack>
      ) : null}
    </>
  );
}
