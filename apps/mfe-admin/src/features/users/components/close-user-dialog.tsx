import { DialogContentText } from '@mui/material';
import { useState } from 'react';
import { AdminErrorCode, CloseRequestSchema, type AdminUserRow } from '@vaultline/contracts';
import { toast, type ApiRequestError } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { ReasonDialog } from '../../../components/reason-dialog';
import { fullName } from '../../../components/user-avatar';
import { useCloseUser } from '../api/close-user';

function refusalText(error: ApiRequestError): string {
  if (error.code === AdminErrorCode.BALANCE_NOT_ZERO) {
    return `${error.message} A customer can only be closed when every account has a $0.00 balance. Move or adjust the remaining money first, then close them.`;
  }
  if (error.code === AdminErrorCode.STAFF_NOT_CLOSABLE) {
    return `${error.message} Staff members can't be closed from here.`;
  }
  return error.message;
}

const REFUSALS: string[] = [
  AdminErrorCode.BALANCE_NOT_ZERO,
  AdminErrorCode.STAFF_NOT_CLOSABLE,
  AdminErrorCode.ALREADY_CLOSED,
];

interface CloseUserDialogProps {
  user: Pick<AdminUserRow, 'id' | 'firstName' | 'lastName' | 'email'> | null;
  onClose(): void;
  onClosed(): void;
}

/** Closes a customer (soft, with a required reason); explains the zero-balance rule when refused. */
export function CloseUserDialog({ user, onClose, onClosed }: CloseUserDialogProps) {
  const close = useCloseUser();
  const [refusal, setRefusal] = useState<string | null>(null);

  const dismiss = () => {
    setRefusal(null);
    onClose();
  };

  const confirm = async (reason: string) => {
    if (!user) return;
    const result = await close.mutate({ userId: user.id, reason });
    if (result.ok) {
      toast({
        title: 'Closed',
        description: `${fullName(user)} has been closed.`,
        severity: 'success',
      });
      setRefusal(null);
      onClosed();
    } else if (REFUSALS.includes(result.error.code)) {
      setRefusal(refusalText(result.error));
    } else {
      toastFailure('failed!', result.error, 'Failed to close the user.');
    }
  };

  return (
    <ReasonDialog
      key={user?.id ?? 'none'}
      open={user !== null}
      title="Close this user?"
      confirmLabel="Close User"
      destructive
      schema={CloseRequestSchema}
      multiline={false}
      maxLength={300}
      pending={close.isPending}
      refusal={refusal}
      onConfirm={(reason) => void confirm(reason)}
      onClose={dismiss}
    >
      <DialogContentText>
        {user ? `Close ${fullName(user)} (${user.email})? ` : ''}
        They will no longer be able to sign in. Their accounts, history and records are kept. Only
        customers whose accounts all have a $0.00 balance can be closed.
      </DialogContentText>
    </ReasonDialog>
  );
}
