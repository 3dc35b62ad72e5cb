import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import {
  Box,
  Button,
  Checkbox,
  Chip,
  DialogContentText,
  Link,
  List,
  ListItem,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_CATEGORIES, type AdminSupportRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import {
  ConfirmDialog,
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
import { DisputesWaiting } from '../../disputes/components/disputes-waiting';
import { useSupportRequests } from '../api/get-support-requests';
import { useCloseRequests } from '../api/inbox';
import { DEFAULT_FILTERS, InboxFilters, inboxQuery } from './inbox-filters';

/** When the first reply is due, or when it came; overdue in red. */
function DueChip({ request }: { request: AdminSupportRequest }) {
  if (request.overdue)
    return (
      <Chip
        size="small"
        color="error"
        label={`Overdue since ${formatDateTime(request.replyDueAt)}`}
      />
    );
  if (request.firstReplyAt) return null;
  if (request.status !== 'open') return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={`Reply by ${formatDateTime(request.replyDueAt)}`}
    />
  );
}

function InboxRow({
  request,
  selected,
  onSelect,
}: {
  request: AdminSupportRequest;
  selected: boolean;
  onSelect(selected: boolean): void;
}) {
  const who = `${request.customer.firstName} ${request.customer.lastName}`;
  const assigned = request.assignee ? `assigned to ${request.assignee.name}` : 'unassigned';
  const turn = request.awaiting === 'staff' ? 'waiting for us' : 'answered';
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 1, px: 0 }}>
      <Checkbox
        checked={selected}
        onChange={(event) => onSelect(event.target.checked)}
        slotProps={{ input: { 'aria-label': `Select “${request.subject}”` } }}
        sx={{ mt: -0.5 }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Link component={RouterLink} to={paths.inboxRequest(request.id)} sx={{ fontWeight: 600 }}>
            {request.subject}
          </Link>
          {request.unread > 0 ? (
            <Chip size="small" color="primary" label={`${request.unread} unread`} />
          ) : null}
          <SupportStatusChip status={request.status} />
          <DueChip request={request} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ textTransform: 'capitalize' }}>
          {`${who} · ${SUPPORT_CATEGORIES[request.category]} · ${assigned}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {`Last message ${formatDateTime(request.lastMessageAt)} · ${turn}`}
        </Typography>
      </Box>
    </ListItem>
  );
}

/** Resolve or archive the chosen requests at once (archiving asks first). */
function BulkActions({ ids, onDone }: { ids: string[]; onDone(): void }) {
  const close = useCloseRequests();
  const [confirm, setConfirm] = useState(false);
  const run = async (status: 'resolved' | 'archived') => {
    const result = await close.mutate({ ids, status });
    setConfirm(false);
    if (!result.ok) return toastFailure('Not closed', result.error);
    const closed = result.data.closed;
    toast({
      title: status === 'resolved' ? 'Resolved' : 'Closed',
      description: `${closed} request${closed === 1 ? '' : 's'} ${status === 'resolved' ? 'resolved' : 'closed'}.`,
      severity: 'success',
    });
    onDone();
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Typography variant="body2">{`${ids.length} selected`}</Typography>
      <Button
        size="small"
        variant="outlined"
        disabled={!ids.length || close.isPending}
        onClick={() => void run('resolved')}
      >
        Resolve selected
      </Button>
      <Button
        size="small"
        color="error"
        disabled={!ids.length || close.isPending}
        onClick={() => setConfirm(true)}
      >
        Close selected
      </Button>
      <ConfirmDialog
        open={confirm}
        title={`Close ${ids.length} request${ids.length === 1 ? '' : 's'}?`}
        confirmLabel="Close"
        destructive
        pending={close.isPending}
        onConfirm={() => void run('archived')}
        onClose={() => setConfirm(false)}
      >
        <DialogContentText>
          Closed requests are kept on record; their customers can no longer reply to them.
        </DialogContentText>
      </ConfirmDialog>
    </Box>
  );
}

/**
 * The bank-wide support inbox: filters, overdue first, select to resolve or close many; below, the
 * disputes waiting for a decision (each opens in the disputes queue).
 */
export function InboxPage() {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const [selected, setSelected] = useState<string[]>([]);
  const inbox = useSupportRequests(inboxQuery(filters));
  const items = inbox.data?.items ?? [];
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => (on ? [...current, id] : current.filter((other) => other !== id)));
  return (
    <>
      <PageHeading
        title="Support inbox"
        subtitle="Every customer's requests, the late ones first, and the disputes waiting."
      />
      <SectionCard title="Requests">
        <InboxFilters
          value={filters}
          onChange={(next) => {
            setFilters(next);
            setSelected([]);
          }}
        />
        <BulkActions ids={selected} onDone={() => setSelected([])} />
        {inbox.error ? (
          <ErrorState
            title="We couldn't load the inbox."
            message={inbox.error.message}
            onRetry={inbox.refetch}
          />
        ) : null}
        {inbox.isLoading ? <ListSkeleton rows={4} height={72} label="Loading the inbox" /> : null}
        {inbox.data && items.length === 0 ? (
          <EmptyState icon={<ForumOutlinedIcon />} text="No requests match these filters." />
        ) : null}
        {items.length > 0 ? (
          <List aria-label="Support requests">
            {items.map((request) => (
              <InboxRow
                key={request.id}
                request={request}
                selected={selected.includes(request.id)}
                onSelect={(on) => toggle(request.id, on)}
              />
            ))}
          </List>
        ) : null}
      </SectionCard>
      <Box sx={{ mt: 3 }}>
        <DisputesWaiting />
      </Box>
    </>
  );
}
