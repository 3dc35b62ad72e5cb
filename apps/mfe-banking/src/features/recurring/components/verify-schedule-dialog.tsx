import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import type { Schedule } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { useId, useState } from 'react';
import { useResendScheduleCode } from '../../../api/resend-schedule-code';
import { useVerifySchedule } from '../../../api/verify-schedule';
import { CodeInput, toastFailure } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';

interface VerifyScheduleDialogProps {
  schedule: Schedule | null;
  onClose(): void;
  onVerified(): void;
}

/** Emails a new code for the schedule; the boxes clear for it. */
function useResend(schedule: Schedule | null, newRound: () => void) {
  const resend = useResendScheduleCode();
  const send = async () => {
    if (!schedule) return;
    const result = await resend.mutate(schedule.id);
    if (!result.ok) return toastFailure('Failed!', result.error);
    toast({
      title: 'Code sent',
      description: 'We emailed you a new code. It works for 5 minutes.',
      severity: 'success',
    });
    newRound();
  };
  return { send, busy: resend.isPending };
}

/** A new schedule waiting for the emailed code: enter it here to activate the schedule, or ask for a new one. */
export function VerifyScheduleDialog({ schedule, onClose, onVerified }: VerifyScheduleDialogProps) {
  const titleId = useId();
  const verify = useVerifySchedule();
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const newRound = () => {
    setRound((current) => current + 1);
    setCode('');
  };
  const resend = useResend(schedule, newRound);
  const busy = verify.isPending || resend.busy;

  const submit = async () => {
    if (!schedule) return;
    const result = await verify.mutate({ scheduleId: schedule.id, code });
    if (result.ok) {
      toast({
        title: 'Schedule Confirmed',
        description: `Transfers to ${schedule.recipientName} are now scheduled.`,
        severity: 'success',
      });
      onVerified();
      return;
    }
    toastFailure('Failed!', result.error);
    newRound();
  };

  return (
    <Dialog
      open={schedule !== null}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Confirm scheduled transfer</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Enter the 6-digit code we emailed you for this transfer. A code works for 5 minutes; the
          schedule waits a day for it, then it is not set up.
        </DialogContentText>
        <CodeInput
          key={round}
          label="Verification code"
          onChange={setCode}
          disabled={busy}
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          Close
        </Button>
        <Button onClick={() => void resend.send()} disabled={busy}>
          {resend.busy ? 'Sending...' : 'Send a new code'}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={code.length !== CODE_LENGTH || busy}
          startIcon={verify.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
