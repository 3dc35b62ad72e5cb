import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { SetPinRequestSchema, TransfersErrorCode } from '@vaultline/contracts';
import { reloadUser, toast, useSession } from '@vaultline/session';
import { LinkButton } from '@vaultline/ui';
import { PinField } from '../../../components/pin-field';
import { paths } from '../../../config/paths';
import { useSetPin } from '../api/set-pin';

/** Spec §5 messages: "Invalid PIN!" for the format, "Failed!" when the two entries differ. */
function formProblem(
  pin: string,
  confirmPin: string,
): { title: string; description: string } | null {
  const parsed = SetPinRequestSchema.safeParse({ pin, confirmPin });
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue.path[0] === 'pin'
    ? { title: 'Invalid PIN!', description: issue.message }
    : { title: 'Failed!', description: issue.message };
}

/** The server now has a PIN: reload the user (Me.hasPin); if that fails, trust the 204 we got. */
async function markPinSet(): Promise<void> {
  try {
    await reloadUser();
  } catch {
    const user = useSession.getState().user;
    if (user) useSession.getState().setUser({ ...user, hasPin: true });
  }
}

/** Blocking dialog on /transfer while the customer has no transfer PIN (it cannot be dismissed). */
export function SetPinDialog({ open }: { open: boolean }) {
  const titleId = useId();
  const [pin, setPinValue] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const save = useSetPin();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = formProblem(pin, confirmPin);
    if (problem) return toast({ ...problem, severity: 'error' });
    const result = await save.mutate({ pin, confirmPin });
    if (result.ok || result.error.code === TransfersErrorCode.PIN_ALREADY_SET) {
      if (result.ok)
        toast({
          title: 'Success!',
          description: 'Transfer PIN set successfully.',
          severity: 'success',
        });
      return markPinSet();
    }
    toast({
      title: 'Failed!',
      description: `Error setting PIN: ${result.error.message}`,
      severity: 'error',
    });
  };

  return (
    <Dialog open={open} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>Set Transfer PIN</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Choose a 4-digit PIN. You will enter it to confirm every transfer. Nobody at the bank
            can see it.
          </DialogContentText>
          <Stack spacing={2}>
            <PinField label="New PIN" value={pin} onChange={setPinValue} autoFocus />
            <PinField label="Confirm PIN" value={confirmPin} onChange={setConfirmPin} />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <LinkButton to={paths.dashboard}>Go to Dashboard</LinkButton>
          <Button
            type="submit"
            variant="contained"
            disabled={!pin || !confirmPin || save.isPending}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {save.isPending ? 'Saving...' : 'Set PIN'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
