import { Button, DialogContentText, Stack } from '@mui/material';
import { toast } from '@vaultline/session';
import { PasswordField } from '@vaultline/ui';
import { useState } from 'react';
import { useDisableAuthenticator } from '../api/disable-authenticator';
import { authenticatorErrorText } from '../hooks/authenticator-error';
import {
  AppCodeField,
  AuthenticatorDialog,
  isCompleteCode,
  SubmitButton,
} from './authenticator-dialog';

type Proof = 'password' | 'code';

/** What signing in needs once the app is off: emailed codes stay as they were set. */
export function afterTurnOff(emailCodes: boolean, when: 'then' | 'now'): string {
  const needs = when === 'then' ? 'will then need' : 'now needs';
  return emailCodes
    ? `Signing in ${needs} your password and a code we email you.`
    : `Signing in ${needs} only your password.`;
}

function useTurnOff(emailCodes: boolean, onDone: () => void) {
  const disable = useDisableAuthenticator();
  const [proof, setProof] = useState<Proof>('password');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const ready = proof === 'password' ? password !== '' : isCompleteCode(code);

  const submit = async () => {
    if (!ready || disable.isPending) return;
    const result = await disable.mutate(proof === 'password' ? { password } : { code });
    if (!result.ok) {
      setError(authenticatorErrorText(result.error));
      setCode('');
      setAttempt((value) => value + 1);
      return;
    }
    toast({
      title: 'Authenticator app is off',
      description: afterTurnOff(emailCodes, 'now'),
      severity: 'success',
    });
    onDone();
  };
  const switchProof = () => {
    setProof(proof === 'password' ? 'code' : 'password');
    setError(null);
    setPassword('');
    setCode('');
  };
  return {
    proof,
    password,
    setPassword,
    code,
    setCode,
    attempt,
    error,
    ready,
    submit,
    switchProof,
    pending: disable.isPending,
  };
}

/** "Turn off": confirmed with the account password, or a code from the app. */
export function AuthenticatorTurnOffDialog({
  emailCodes,
  onClose,
}: {
  emailCodes: boolean;
  onClose(): void;
}) {
  const state = useTurnOff(emailCodes, onClose);
  return (
    <AuthenticatorDialog
      title="Turn off the authenticator app?"
      onClose={state.pending ? null : onClose}
      onSubmit={() => void state.submit()}
      actions={
        <SubmitButton
          label="Turn off"
          pending={state.pending}
          disabled={!state.ready}
          destructive
        />
      }
    >
      <Stack spacing={2}>
        <DialogContentText>
          {afterTurnOff(emailCodes, 'then')} Your recovery codes will stop working.
        </DialogContentText>
        {state.proof === 'password' ? (
          <PasswordField
            label="Password"
            value={state.password}
            onChange={(event) => state.setPassword(event.target.value)}
            autoComplete="current-password"
            autoFocus
            fullWidth
            error={state.error !== null}
            helperText={state.error ?? 'Confirm with your password.'}
          />
        ) : (
          <AppCodeField
            attempt={state.attempt}
            onChange={state.setCode}
            disabled={state.pending}
            error={state.error}
          />
        )}
        <Button
          onClick={state.switchProof}
          disabled={state.pending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {state.proof === 'password'
            ? 'Use a code from the app instead'
            : 'Use your password instead'}
        </Button>
      </Stack>
    </AuthenticatorDialog>
  );
}
