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
import { useVerifySchedule } from '../../../api/verify-schedule';
import { CodeInput, toastFailure } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';

interface VerifyScheduleDialogProps {
  schedule: Schedule | null;
  onClose(): void;
  onVerified(): void;
}

/** A new schedule waiting for the emailed code: enter it here to activate the schedule. */
export function VerifyScheduleDialog({ schedule, onClose, onVerified }: VerifyScheduleDialogProps) {
  const titleId = useId();
  const verify = useVerifySchedule();
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);

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
    setRound((current) => current + 1);
    setCode('');
  };

  return (
    <Dialog
      open={schedule !== null}
      onClose={verify.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>Confirm scheduled transfer</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Enter the 6-digit code we emailed you when you set up this transfer.
        </DialogContentText>
        <CodeInput
          key={round}
          label="Verification code"
          onChange={setCode}
          disabled={verify.isPending}
          autoFocus
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={verify.isPending}>
          Close
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={code.length !== CODE_LENGTH || verify.isPending}
          startIcon={verify.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {verify.isPending ? 'Verifying...' : 'Verify'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
