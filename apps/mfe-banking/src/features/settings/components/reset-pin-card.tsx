import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { ResetPinRequestSchema, TransfersErrorCode } from '@vaultline/contracts';
import { reloadUser, toast } from '@vaultline/session';
import { useState, type FormEvent } from 'react';
import { PinField } from '../../../components/pin-field';
import { SectionCard, toastFailure, PasswordField } from '@vaultline/ui';
import { useResetPin } from '../api/reset-pin';

const EMPTY = { password: '', pin: '', confirmPin: '' };

/** Spec §5 messages for the reset form, checked in the browser for instant feedback. */
function formProblem(form: typeof EMPTY): { title: string; description: string } | null {
  const parsed = ResetPinRequestSchema.safeParse(form);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue.path[0] === 'pin') return { title: 'Invalid PIN!', description: issue.message };
  return { title: 'Failed!', description: issue.message };
}

/** Reset Transfer PIN: current password, new PIN, confirm PIN (the server checks the password). */
export function ResetPinCard() {
  const [form, setForm] = useState(EMPTY);
  const reset = useResetPin();
  const filled = form.password !== '' && form.pin !== '' && form.confirmPin !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = formProblem(form);
    if (problem) return toast({ ...problem, severity: 'error' });
    const result = await reset.mutate(form);
    if (!result.ok) {
      if (result.error.code === TransfersErrorCode.PASSWORD_WRONG) {
        return toast({
          title: 'Failed!',
          description: 'Password did not match saved password!.',
          severity: 'error',
        });
      }
      return toastFailure('Failed!', result.error);
    }
    toast({ title: 'PIN reset was Successful.', severity: 'success' });
    setForm(EMPTY);
    void reloadUser().catch(() => undefined);
  };

  return (
    <SectionCard title="Reset Transfer PIN">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose a new 4-digit PIN for confirming transfers. Your password proves it is you.
      </Typography>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          <PasswordField
            label="Current Password"
            value={form.password}
            onChange={(event) => setForm({ ...form, password: event.target.value })}
            autoComplete="current-password"
            required
            fullWidth
          />
          <PinField
            label="New PIN"
            value={form.pin}
            onChange={(pin) => setForm({ ...form, pin })}
            required
          />
          <PinField
            label="Confirm PIN"
            value={form.confirmPin}
            onChange={(confirmPin) => setForm({ ...form, confirmPin })}
            required
          />
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!filled || reset.isPending}
              startIcon={
                reset.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
              }
            >
              {reset.isPending ? 'Processing...' : 'Reset PIN'}
            </Button>
          </Box>
        </Stack>
      </Box>
    </SectionCard>
  );
}
