import { Button, DialogContentText, Stack } from '@mui/material';
import { useState } from 'react';
import { toast } from '@vaultline/session';
import { useRenewRecoveryCodes } from '../api/renew-recovery-codes';
import { authenticatorErrorText } from '../lib/authenticator-error';
import {
  AppCodeField,
  AuthenticatorDialog,
  isCompleteCode,
  SubmitButton,
} from './authenticator-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';

function useRenew() {
  const renew = useRenewRecoveryCodes();
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    if (!isCompleteCode(code) || renew.isPending) return;
    const result = await renew.mutate({ code });
    if (!result.ok) {
      setError(authenticatorErrorText(result.error));
      setCode('');
      setAttempt((value) => value + 1);
      return;
    }
    setCodes(result.data.recoveryCodes);
    toast({
      title: 'New recovery codes',
      description: 'Your earlier recovery codes no longer work.',
      severity: 'success',
    });
  };
  return {
    code,
    setCode,
    attempt,
    error,
    codes,
    saved,
    setSaved,
    submit,
    pending: renew.isPending,
  };
}

/** "New recovery codes": a code from the app, then the ten new codes (marked saved before closing). */
export function NewRecoveryCodesDialog({ onClose }: { onClose(): void }) {
  const state = useRenew();
  if (state.codes) {
    return (
      <AuthenticatorDialog
        title="Save your new recovery codes"
        onClose={null}
        actions={
          <Button variant="contained" onClick={onClose} disabled={!state.saved}>
            Done
          </Button>
        }
      >
        <RecoveryCodesPanel
          codes={state.codes}
          saved={state.saved}
          onSavedChange={state.setSaved}
        />
      </AuthenticatorDialog>
    );
  }
  return (
    <AuthenticatorDialog
      title="New recovery codes"
      onClose={state.pending ? null : onClose}
      onSubmit={() => void state.submit()}
      actions={
        <SubmitButton
          label="Make new codes"
          pending={state.pending}
          disabled={!isCompleteCode(state.code)}
        />
      }
    >
      <Stack spacing={2}>
        <DialogContentText>
          Your current recovery codes will stop working. Enter the 6-digit code your authenticator
          app shows to make ten new ones.
        </DialogContentText>
        <AppCodeField
          attempt={state.attempt}
          onChange={state.setCode}
          disabled={state.pending}
          error={state.error}
        />
      </Stack>
    </AuthenticatorDialog>
  );
}
