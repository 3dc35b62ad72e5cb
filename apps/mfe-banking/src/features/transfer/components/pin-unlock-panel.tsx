import { Alert, AlertTitle, Box, Button, CircularProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { AuthErrorCode, type SecondFactorMethod } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { CodeInput, toastFailure } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';
import { useResendUnlockCode } from '../api/resend-unlock-code';
import { useUnlockPin } from '../api/unlock-pin';

/** Codes that can no longer work: only a new one (email) or a new check (app) helps. */
const SPENT: string[] = [AuthErrorCode.CODE_EXPIRED, AuthErrorCode.CODE_ATTEMPTS_EXCEEDED];

/** The unlock code typed, whether it can still work, and unlocking or asking for a new one. */
function useUnlock(method: SecondFactorMethod, onUnlocked: () => void) {
  const unlock = useUnlockPin();
  const resend = useResendUnlockCode();
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const [spent, setSpent] = useState(false);
  const clear = () => {
    setRound((current) => current + 1);
    setCode('');
  };
  const submit = async () => {
    const result = await unlock.mutate({ code });
    if (result.ok) {
      toast({
        title: 'PIN Unlocked',
        description: 'You can enter your transfer PIN again.',
        severity: 'success',
      });
      onUnlocked();
      return;
    }
    if (SPENT.includes(result.error.code)) setSpent(true);
    toastFailure('Failed!', result.error);
    clear();
  };
  const sendNew = async () => {
    const result = await resend.mutate(undefined);
    if (!result.ok) return toastFailure('Could not start again', result.error);
    setSpent(false);
    clear();
    const title = method === 'email' ? 'New code sent' : 'Unlock started again';
    toast({ title, description: result.data.message, severity: 'success' });
  };
  return { unlock, resend, code, setCode, round, spent, submit, sendNew };
}

/** What the panel says: where the code comes from, and what to do once it can no longer work. */
function unlockText(method: SecondFactorMethod, spent: boolean): string {
  if (method === 'totp')
    return spent
      ? 'This unlock has ended: the code was tried too often, or 10 minutes have passed. Start again, then enter the code your authenticator app shows now; or reset your PIN in Settings.'
      : 'Too many incorrect PINs were entered. Enter the 6-digit code your authenticator app shows now to unlock your PIN, or reset your PIN in Settings.';
  return spent
    ? 'That code has expired or was tried too often. Send a new code to your email, or reset your PIN in Settings.'
    : 'Too many incorrect PINs were entered. We emailed you a 6-digit code: enter it to unlock your PIN, send a new code, or reset your PIN in Settings.';
}

/**
 * After too many wrong PINs: the code unlocks the PIN again: one we emailed (a new one can be
 * sent), or with the authenticator app the code it shows (nothing is emailed then).
 */
export function PinUnlockPanel({
  method,
  onUnlocked,
}: {
  method: SecondFactorMethod;
  onUnlocked(): void;
}) {
  const { unlock, resend, code, setCode, round, spent, submit, sendNew } = useUnlock(
    method,
    onUnlocked,
  );
  const busy = unlock.isPending || resend.isPending;
  const app = method === 'totp';
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Your transfer PIN is locked</AlertTitle>
      {unlockText(method, spent)}
      <Box
        sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
      >
        <CodeInput
          key={round}
          label={app ? 'Unlock code from your authenticator app' : 'Unlock code'}
          onChange={setCode}
          disabled={busy || spent}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            color="warning"
            onClick={() => void submit()}
            disabled={code.length !== CODE_LENGTH || busy || spent}
            startIcon={
              unlock.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            {unlock.isPending ? 'Unlocking...' : 'Unlock PIN'}
          </Button>
          {!app || spent ? (
            <Button
              variant="outlined"
              color="warning"
              onClick={() => void sendNew()}
              disabled={busy}
            >
              {resend.isPending ? 'Sending...' : app ? 'Start again' : 'Send a new code'}
            </Button>
          ) : null}
        </Stack>
      </Box>
    </Alert>
  );
}
