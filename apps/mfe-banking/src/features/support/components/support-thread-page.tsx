import { Alert, Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SUPPORT_CATEGORIES, type SupportMessage, type SupportRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import {
  AttachmentLinks,
  AttachmentPicker,
  BackButton,
  EmptyState,
  ErrorState,
  formatDateTime,
  ListSkeleton,
  PageHeading,
} from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { supportFilePath, useReplyToSupport, useSupportThread } from '../api/support-thread';
import { SUPPORT_STATUS } from './support-status';

/** One message: the customer's on the right, the bank's on the left; "Read" once the other side opened it. */
function MessageBubble({ message, requestId }: { message: SupportMessage; requestId: string }) {
  const mine = message.author === 'customer';
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', listStyle: 'none' }}
    >
      <Paper
        variant="outlined"
        sx={{
          p: 1.5,
          maxWidth: { xs: '92%', sm: '75%' },
          bgcolor: mine ? 'action.hover' : 'background.paper',
        }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {`${message.authorName} · ${formatDateTime(message.createdAt)}`}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
        <AttachmentLinks
          attachments={message.attachments}
          urlOf={(file) => supportFilePath(requestId, file.id)}
        />
        {mine ? (
          <Typography variant="caption" color="text.secondary">
            {message.read ? 'Read by our team' : 'Sent'}
          </Typography>
        ) : null}
      </Paper>
    </Box>
  );
}

function ReplyForm({ request }: { request: SupportRequest }) {
  const reply = useReplyToSupport();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  if (request.status === 'archived')
    return (
      <Alert severity="info">
        This request is closed. To tell us something new, send a new request from Contact Support.
      </Alert>
    );
  const send = async () => {
    if (!body.trim()) return setProblem('Write your message.');
    const sent = await reply.mutate({ id: request.id, reply: { body }, files });
    if (!sent.ok) return setProblem(sent.error.message);
    setBody('');
    setFiles([]);
    toast({ title: 'Message sent', description: 'Our team will reply here.', severity: 'success' });
  };
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Reply"
      spacing={1.5}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      {request.status === 'resolved' ? (
        <Alert severity="info">We marked this request resolved. Replying opens it again.</Alert>
      ) : null}
      <TextField
        label="Your message"
        multiline
        minRows={3}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setProblem(null);
        }}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
      <AttachmentPicker files={files} onChange={setFiles} disabled={reply.isPending} />
      <Box>
        <Button type="submit" variant="contained" disabled={reply.isPending}>
          {reply.isPending ? 'Sending…' : 'Send'}
        </Button>
      </Box>
    </Stack>
  );
}

function Subtitle({ request }: { request: SupportRequest }) {
  const status = SUPPORT_STATUS[request.status];
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {SUPPORT_CATEGORIES[request.category]}
      <Chip size="small" color={status.color} label={status.label} />
    </Box>
  );
}

/** A support request's conversation with the bank, and the customer's reply. */
export function SupportThreadPage() {
  const { requestId = '' } = useParams();
  const thread = useSupportThread(requestId);
  const data = thread.data;
  return (
    <>
      <BackButton to={paths.support} label="Back to Contact Support" />
      <PageHeading
        title={data?.request.subject ?? 'Support Request'}
        subtitle={data ? <Subtitle request={data.request} /> : undefined}
      />
      {thread.error?.status === 404 ? (
        <EmptyState text="We couldn't find this request. The link may be wrong." />
      ) : null}
      {thread.error && thread.error.status !== 404 ? (
        <ErrorState
          title="We couldn't load this request."
          message={thread.error.message}
          onRetry={thread.refetch}
        />
      ) : null}
      {thread.isLoading ? (
        <ListSkeleton rows={3} height={80} label="Loading the conversation" />
      ) : null}
      {data ? (
        <Stack spacing={3}>
          <Stack component="ol" aria-label="Conversation" spacing={1.5} sx={{ p: 0, m: 0 }}>
            {data.messages.map((message) => (
              <MessageBubble key={message.id} message={message} requestId={requestId} />
            ))}
          </Stack>
          <ReplyForm request={data.request} />
        </Stack>
      ) : null}
    </>
  );
}
