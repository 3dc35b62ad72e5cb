import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import {
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  DialogContentText,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { SUPPORT_CATEGORIES, type AdminSupportRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { ConfirmDialog, toastFailure } from '@vaultline/ui';
import { formatDateTime } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { SupportStatusChip } from '../../../components/status-chips';
import { paths } from '../../../config/paths';
import { useArchiveSupportRequest } from '../api/archive-support-request';
import { useResolveSupportRequest } from '../api/resolve-support-request';

async function copyEmail(email: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(email);
    toast({ title: 'Email Copied!', description: email, severity: 'success' });
  } catch {
    toast({
      title: 'Copy failed',
      description: `Copy the address by hand: ${email}`,
      severity: 'error',
    });
  }
}

/** Resolving and archiving one complaint, with the toasts that say so. */
function useComplaintActions(request: AdminSupportRequest, onChanged: () => void) {
  const resolve = useResolveSupportRequest();
  const archive = useArchiveSupportRequest();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const busy = resolve.isPending || archive.isPending;

  const doResolve = async () => {
    const result = await resolve.mutate(request.id);
    if (!result.ok) return toastFailure('failed!', result.error, 'Failed to resolve the complaint');
    toast({
      title: 'Resolved',
      description: 'The complaint is marked resolved.',
      severity: 'success',
    });
    onChanged();
  };

  const doArchive = async () => {
    const result = await archive.mutate(request.id);
    setConfirmArchive(false);
    if (!result.ok) return toastFailure('failed!', result.error, 'Failed to archive the complaint');
    toast({
      title: 'Archived',
      description: 'The complaint is archived. It is kept on record.',
      severity: 'success',
    });
    onChanged();
  };
  return { resolve, archive, confirmArchive, setConfirmArchive, busy, doResolve, doArchive };
}

/** What the customer wrote (as text) and how to reach them. */
function ComplaintBody({ request }: { request: AdminSupportRequest }) {
  return (
    <>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', mb: 2 }}>
        {request.message}
      </Typography>
      <InfoList>
        <InfoRow label="User ID" value={request.userId} wide />
        <InfoRow label="Email" value={request.email} />
        <InfoRow label="Mobile" value={request.phone || request.customer.mobile || 'N/A'} />
      </InfoList>
    </>
  );
}

/** Copy the email; resolve an open complaint; archive one not archived yet. */
function ComplaintButtons({
  request,
  actions,
}: {
  request: AdminSupportRequest;
  actions: ReturnType<typeof useComplaintActions>;
}) {
  const { resolve, setConfirmArchive, busy, doResolve } = actions;
  return (
    <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
      <Button size="small" component={RouterLink} to={paths.inboxRequest(request.id)}>
        Open conversation
      </Button>
      <Button
        size="small"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copyEmail(request.email)}
        aria-label={`Copy Email ${request.email}`}
      >
        Copy Email
      </Button>
      {request.status === 'open' ? (
        <Button
          size="small"
          variant="outlined"
          color="success"
          disabled={busy}
          onClick={() => void doResolve()}
          startIcon={
            resolve.isPending ? <CircularProgress size={14} color="inherit" /> : <TaskAltIcon />
          }
        >
          {resolve.isPending ? 'Resolving...' : 'Resolve'}
        </Button>
      ) : null}
      {request.status !== 'archived' ? (
        <Button
          size="small"
          color="inherit"
          disabled={busy}
          onClick={() => setConfirmArchive(true)}
          startIcon={<ArchiveOutlinedIcon />}
        >
          Archive
        </Button>
      ) : null}
    </CardActions>
  );
}

/** One complaint: what the customer wrote (as text), how to reach them, and Resolve / Archive by its own id. */
export function ComplaintCard({
  request,
  onChanged,
}: {
  request: AdminSupportRequest;
  onChanged(): void;
}) {
  const titleId = useId();
  const actions = useComplaintActions(request, onChanged);
  const { archive, confirmArchive, setConfirmArchive, doArchive } = actions;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {request.subject}
          </Typography>
          <SupportStatusChip status={request.status} />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {`${SUPPORT_CATEGORIES[request.category]} · ${formatDateTime(request.createdAt)}`}
        </Typography>
        <ComplaintBody request={request} />
      </CardContent>
      <ComplaintButtons request={request} actions={actions} />
      <ConfirmDialog
        open={confirmArchive}
        title="Archive this complaint?"
        confirmLabel="Archive"
        pending={archive.isPending}
        onConfirm={() => void doArchive()}
        onClose={() => setConfirmArchive(false)}
      >
        <DialogContentText>
          {`"${request.subject}" leaves the open list. Nothing is deleted: the complaint is kept on record and can still be found under Archived.`}
        </DialogContentText>
      </ConfirmDialog>
    </Card>
  );
}
