import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState } from 'react';
import type { Schedule, SecondFactorMethod } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { CodeInput, toastFailure } from '@vaultline/ui';
import { useTransferLimits } from '../../../api/get-transfer-limits';
import { useResendScheduleCode } from '../../../api/resend-schedule-code';
import { useVerifySchedule } from '../../../api/verify-schedule';
import { CODE_LENGTH } from '../../../config/constants';
import { toastRefusal } from '../../../lib/refusals';
import { STEP_UP_CODE_LABEL } from '../../../lib/step-up';

interface VerifyScheduleDialogProps {
  schedule: Schedule | null;
  onClose(): void;
  onVerified(): void;
}

/** A new step-up for the schedule (a code emailed, or a new check for the app's); the boxes clear. */
function useResend(schedule: Schedule | null, method: SecondFactorMethod, newRound: () => void) {
  const resend = useResendScheduleCode();
  const send = async () => {
    if (!schedule) return;
    const result = await resend.mutate(schedule.id);
    if (!result.ok) return toastFailure('Failed!', result.error);
    const title = method === 'email' ? 'Code sent' : 'Check started again';
    toast({ title, description: result.data.message, severity: 'success' });
    newRound();
  };
  return { send, busy: resend.isPending };
}

/** What the dialog asks for: the code we emailed, or the app's (nothing is emailed then). */
const INTRO: Record<SecondFactorMethod, string> = {
  email:
    'Enter the 6-digit code we emailed you for this transfer. A code works for 5 minutes; the schedule waits a day for it, then it is not set up.',
  totp: 'Enter the 6-digit code your authenticator app shows now. If the check has ended (5 minutes), start it again; the schedule waits a day for it, then it is not set up.',
};

/**
 * A new schedule waiting for its step-up code (emailed, or the authenticator app's): enter it here
 * to activate the schedule, or ask for a new code (with the app: start the check again).
 */
export function VerifyScheduleDialog({ schedule, onClose, onVerified }: VerifyScheduleDialogProps) {
  const titleId = useId();
  const method = useTransferLimits().data?.stepUpMethod ?? 'email';
  const verify = useVerifySchedule();
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const newRound = () => {
    setRound((current) => current + 1);
    setCode('');
  };
  const resend = useResend(schedule, method, newRound);
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
    toastRefusal('Failed!', result.error);
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
        <DialogContentText sx={{ mb: 2 }}>{INTRO[method]}</DialogContentText>
        <CodeInput
          key={round}
          label={method === 'totp' ? STEP_UP_CODE_LABEL.totp : 'Verification code'}
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
          {resend.busy ? 'Sending...' : method === 'email' ? 'Send a new code' : 'Start again'}
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
