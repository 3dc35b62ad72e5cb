import { Box, Button, DialogContentText } from '@mui/material';
import { useState } from 'react';
import type { AdminSupportRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { ConfirmDialog, toastFailure } from '@vaultline/ui';
import { useCloseRequests } from '../api/inbox';

/** Resolve an open request; close one not closed yet (asks first: the customer can no longer reply). */
export function StatusButtons({ request }: { request: AdminSupportRequest }) {
  const close = useCloseRequests();
  const [confirm, setConfirm] = useState(false);
  const run = async (status: 'resolved' | 'archived') => {
    const result = await close.mutate({ ids: [request.id], status });
    setConfirm(false);
    if (!result.ok) return toastFailure('Not changed', result.error);
    toast({
      title: status === 'resolved' ? 'Resolved' : 'Closed',
      description:
        status === 'resolved' ? 'A reply from the customer opens it again.' : 'Kept on record.',
      severity: 'success',
    });
  };
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      {request.status === 'open' ? (
        <Button
          variant="outlined"
          color="success"
          disabled={close.isPending}
          onClick={() => void run('resolved')}
        >
          Resolve
        </Button>
      ) : null}
      {request.status !== 'archived' ? (
        <Button color="inherit" disabled={close.isPending} onClick={() => setConfirm(true)}>
          Close
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirm}
        title="Close this request?"
        confirmLabel="Close request"
        pending={close.isPending}
        onConfirm={() => void run('archived')}
        onClose={() => setConfirm(false)}
      >
        <DialogContentText>
          {`"${request.subject}" is kept on record, but the customer can no longer reply to it.`}
        </DialogContentText>
      </ConfirmDialog>
    </Box>
  );
}
