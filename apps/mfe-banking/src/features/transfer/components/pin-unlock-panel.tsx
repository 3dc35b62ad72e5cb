import { Alert, AlertTitle, Box, Button, CircularProgress } from '@mui/material';
import { toast } from '@vaultline/session';
import { useState } from 'react';
import { CodeInput, toastFailure } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';
import { useUnlockPin } from '../api/unlock-pin';

/** After too many wrong PINs: the code we emailed unlocks the PIN again. */
export function PinUnlockPanel({ onUnlocked }: { onUnlocked(): void }) {
  const unlock = useUnlockPin();
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);

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
    toastFailure('Failed!', result.error);
    setRound((current) => current + 1);
    setCode('');
  };

  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Your transfer PIN is locked</AlertTitle>
      Too many incorrect PINs were entered. We emailed you a 6-digit code: enter it to unlock your
      PIN, or reset your PIN in Settings.
      <Box
        sx={{ mt: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 2 }}
      >
        <CodeInput key={round} label="Unlock code" onChange={setCode} disabled={unlock.isPending} />
        <Button
          variant="contained"
          color="warning"
          onClick={() => void submit()}
          disabled={code.length !== CODE_LENGTH || unlock.isPending}
          startIcon={unlock.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {unlock.isPending ? 'Unlocking...' : 'Unlock PIN'}
        </Button>
      </Box>
    </Alert>
  );
}
