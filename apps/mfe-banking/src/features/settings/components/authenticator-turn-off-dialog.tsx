import { Button, DialogContentText, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { RecoveryCodeSchema } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { PasswordField } from '@vaultline/ui';
import { useDisableAuthenticator } from '../api/disable-authenticator';
import { authenticatorErrorText } from '../lib/authenticator-error';
import {
  AppCodeField,
  AuthenticatorDialog,
  isCompleteCode,
  SubmitButton,
} from './authenticator-dialog';

/** What proves the app besides the password: a code it shows, or one of the recovery codes. */
type Proof = 'code' | 'recovery-code';

/** What signing in needs once the app is off: "always ask" stays as it was set. */
export function afterTurnOff(emailCodes: boolean, when: 'then' | 'now'): string {
  const needs = when === 'then' ? 'will then need' : 'now needs';
  return emailCodes
    ? `Signing in ${needs} your password and a code we email you, every time.`
    : `Signing in ${needs} your password, and a code we email you on a browser that has not signed in to your account lately.`;
}

function useTurnOff(emailCodes: boolean, onDone: () => void) {
  const disable = useDisableAuthenticator();
  const [proof, setProof] = useState<Proof>('code');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const proven =
    proof === 'code' ? isCompleteCode(code) : RecoveryCodeSchema.safeParse(recoveryCode).success;
  const ready = password !== '' && proven;

  const submit = async () => {
    if (!ready || disable.isPending) return;
    const request = proof === 'code' ? { password, code } : { password, recoveryCode };
    const result = await disable.mutate(request);
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
    setProof(proof === 'code' ? 'recovery-code' : 'code');
    setError(null);
    setCode('');
    setRecoveryCode('');
  };
  const pending = disable.isPending;
  const fields = { proof, password, setPassword, setCode, recoveryCode, setRecoveryCode };
  return { ...fields, attempt, error, ready, submit, switchProof, pending };
}

type TurnOff = ReturnType<typeof useTurnOff>;

/** The proof of the app: its code's six boxes, or a recovery code typed as printed. */
function ProofField({ state }: { state: TurnOff }) {
  if (state.proof === 'code')
    return (
      <AppCodeField
        attempt={state.attempt}
        onChange={state.setCode}
        disabled={state.pending}
        error={state.error}
      />
    );
  return (
    <TextField
      label="Recovery code"
      value={state.recoveryCode}
      onChange={(event) => state.setRecoveryCode(event.target.value)}
      disabled={state.pending}
      autoComplete="off"
      error={state.error !== null}
      helperText={
        state.error ?? 'One of the codes you saved when you set up the app, like k7m2p-x4q6r.'
      }
      slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 20 } }}
      fullWidth
    />
  );
}

/** "Turn off": confirmed with the account password and a code from the app (or a recovery code). */
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
          {afterTurnOff(emailCodes, 'then')} Your recovery codes will stop working. Confirm with
          your password and a code from the app.
        </DialogContentText>
        <PasswordField
          label="Password"
          value={state.password}
          onChange={(event) => state.setPassword(event.target.value)}
          autoComplete="current-password"
          autoFocus
          fullWidth
          disabled={state.pending}
        />
        <ProofField state={state} />
        <Button
          onClick={state.switchProof}
          disabled={state.pending}
          sx={{ alignSelf: 'flex-start' }}
        >
          {state.proof === 'code'
            ? 'Use a recovery code instead'
            : 'Use a code from the app instead'}
        </Button>
      </Stack>
    </AuthenticatorDialog>
  );
}
