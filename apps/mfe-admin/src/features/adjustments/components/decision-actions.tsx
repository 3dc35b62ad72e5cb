import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import UndoIcon from '@mui/icons-material/Undo';
import { Alert, Button, CardActions, DialogContentText } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { AdminErrorCode, DecisionRequestSchema } from '@vaultline/contracts';
import { type MutationResult } from '@vaultline/data-access';
import { toast, type ApiRequestError } from '@vaultline/session';
import { ConfirmDialog, toastFailure } from '@vaultline/ui';
import { ReasonDialog } from '../../../components/reason-dialog';

type Action = 'approve' | 'reject' | 'withdraw';

export interface DecisionCopy {
  approveTitle: string;
  approveText: string;
  approved: { title: string; description: string };
  rejectTitle: string;
  rejectText: string;
  rejected: { title: string; description: string };
  withdrawTitle: string;
  withdrawText: string;
  withdrawn: { title: string; description: string };
}

interface DecisionActionsProps {
  /** The signed-in staff member made the request: they may withdraw it, never approve or reject it. */
  own: boolean;
  /** Why the signed-in staff member may not decide (e.g. it is about their own account), or null. */
  barred: string | null;
  copy: DecisionCopy;
  approve(): Promise<MutationResult<unknown>>;
  reject(reason: string): Promise<MutationResult<unknown>>;
  withdraw(): Promise<MutationResult<unknown>>;
  /** Something changed (decided here or by someone else meanwhile): refetch. */
  onChanged(): void;
  /** Shown above the buttons (the server's refusal lands here too). */
  children?: ReactNode;
}

/** Refusals that belong on the card (the request stays, someone else must act). */
const REFUSALS: string[] = [
  AdminErrorCode.OWN_APPROVAL,
  AdminErrorCode.OWN_ACCOUNT,
  AdminErrorCode.NOT_MAKER,
  AdminErrorCode.CHANGED_SINCE_REQUEST,
];

const FAILED: Record<Action, string> = {
  approve: 'Approval',
  reject: 'Rejection',
  withdraw: 'Withdrawal',
};

/** The dialog open, the action running, and the server's refusal shown on the card. */
function useDecision(onChanged: () => void) {
  const [open, setOpen] = useState<Action | null>(null);
  const [pending, setPending] = useState<Action | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const failed = (error: ApiRequestError, action: Action) => {
    if (REFUSALS.includes(error.code)) {
      setRefusal(error.message);
      toast({ title: `${FAILED[action]} refused`, description: error.message, severity: 'error' });
      return;
    }
    if (error.code === AdminErrorCode.NOT_PENDING) {
      toast({ title: 'Already decided', description: error.message, severity: 'warning' });
      onChanged();
      return;
    }
    toastFailure(`${FAILED[action]} failed`, error);
  };

  const run = async (
    action: Action,
    call: () => Promise<MutationResult<unknown>>,
    done: DecisionCopy['approved'],
  ) => {
    setPending(action);
    const result = await call();
    setPending(null);
    setOpen(null);
    if (!result.ok) return failed(result.error, action);
    toast({ ...done, severity: 'success' });
    onChanged();
  };

  return { open, setOpen, pending, refusal, run };
}

/** Approve for everyone but the maker; Withdraw for the maker, Reject for the others. */
function DecisionButtons({
  own,
  barred,
  busy,
  onOpen,
}: {
  own: boolean;
  barred: string | null;
  busy: boolean;
  onOpen: (action: Action) => void;
}) {
  return (
    <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy || own || barred !== null}
        onClick={() => onOpen('approve')}
      >
        Approve
      </Button>
      {own ? (
        <Button
          variant="outlined"
          startIcon={<UndoIcon />}
          disabled={busy}
          onClick={() => onOpen('withdraw')}
        >
          Withdraw
        </Button>
      ) : (
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={busy || barred !== null}
          onClick={() => onOpen('reject')}
        >
          Reject
        </Button>
      )}
    </CardActions>
  );
}

/** Why the staff member may not decide, and the server's refusal, above the buttons. */
function DecisionNotices({ barred, refusal }: { barred: string | null; refusal: string | null }) {
  return (
    <>
      {barred ? (
        <Alert severity="info" sx={{ mx: 2 }}>
          {barred}
        </Alert>
      ) : null}
      {refusal ? (
        <Alert severity="error" role="alert" sx={{ mx: 2, mt: 1 }}>
          {refusal}
        </Alert>
      ) : null}
    </>
  );
}

/**
 * The buttons of one request waiting for a second staff member: Approve and Reject (with a reason)
 * for everyone but its maker, Withdraw for its maker. The server decides; its refusals show here.
 */
export function DecisionActions(props: DecisionActionsProps) {
  const { own, barred, copy, approve, reject, withdraw, onChanged, children } = props;
  const { open, setOpen, pending, refusal, run } = useDecision(onChanged);
  const close = () => setOpen(null);
  return (
    <>
      {children}
      <DecisionNotices barred={barred} refusal={refusal} />
      <DecisionButtons own={own} barred={barred} busy={pending !== null} onOpen={setOpen} />
      <ConfirmDialog
        open={open === 'approve'}
        title={copy.approveTitle}
        confirmLabel="Approve"
        pending={pending === 'approve'}
        onConfirm={() => void run('approve', approve, copy.approved)}
        onClose={close}
      >
        <DialogContentText>{copy.approveText}</DialogContentText>
      </ConfirmDialog>
      <ReasonDialog
        open={open === 'reject'}
        title={copy.rejectTitle}
        confirmLabel="Reject"
        destructive
        schema={DecisionRequestSchema}
        maxLength={500}
        pending={pending === 'reject'}
        onConfirm={(reason) => void run('reject', () => reject(reason), copy.rejected)}
        onClose={close}
      >
        <DialogContentText>{copy.rejectText}</DialogContentText>
      </ReasonDialog>
      <ConfirmDialog
        open={open === 'withdraw'}
        title={copy.withdrawTitle}
        confirmLabel="Withdraw"
        pending={pending === 'withdraw'}
        onConfirm={() => void run('withdraw', withdraw, copy.withdrawn)}
        onClose={close}
      >
        <DialogContentText>{copy.withdrawText}</DialogContentText>
      </ConfirmDialog>
    </>
  );
}
