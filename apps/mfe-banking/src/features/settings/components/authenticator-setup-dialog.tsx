import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import type { AuthenticatorEnrolment } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { useState } from 'react';
import { useConfirmAuthenticatorEnrolment } from '../api/confirm-authenticator-enrolment';
import { useStartAuthenticatorEnrolment } from '../api/start-authenticator-enrolment';
import { authenticatorErrorText } from '../hooks/authenticator-error';
import {
  AppCodeField,
  AuthenticatorDialog,
  isCompleteCode,
  SubmitButton,
} from './authenticator-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';

/** "JBSW Y3DP …": the key in groups of four, easier to type into an app (apps ignore the spaces). */
function grouped(secret: string): string {
  return secret.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Step 1 of the set-up: the QR code to scan, and the key as text for those who cannot scan. */
function ScanStep({ enrolment }: { enrolment: AuthenticatorEnrolment }) {
  return (
    <Stack spacing={2}>
      <Typography>
        1. Open your authenticator app, add an account, and scan this QR code.
      </Typography>
      <Box
        component="img"
        src={enrolment.qrCodeDataUrl}
        alt="QR code that adds your Vaultline account to an authenticator app"
        sx={{ width: 200, maxWidth: '100%', height: 'auto', alignSelf: 'center', bgcolor: '#fff' }}
      />
      <TextField
        label="Setup key"
        value={grouped(enrolment.secret)}
        helperText="Can't scan? Choose to enter a key in the app, and type this one (time-based, 6 digits)."
        onFocus={(event) => event.target.select()}
        slotProps={{
          htmlInput: { readOnly: true, spellCheck: false, sx: { fontFamily: 'monospace' } },
        }}
        fullWidth
      />
      <Typography>2. Enter the 6-digit code the app now shows for Vaultline.</Typography>
    </Stack>
  );
}

/** A set-up in progress: the enrolment once started, or why it could not start. */
interface SetupStart {
  enrolment: AuthenticatorEnrolment | null;
  error: string | null;
}

/**
 * Opens the set-up and starts it: a new secret from the API, asked for once per click (never from
 * an effect, which React may run twice), so the key on screen is the one the server keeps.
 */
export function useAuthenticatorSetup() {
  const start = useStartAuthenticatorEnrolment();
  const [setup, setSetup] = useState<SetupStart | null>(null);
  const begin = async () => {
    setSetup({ enrolment: null, error: null });
    const result = await start.mutate(undefined);
    setSetup(
      result.ok
        ? { enrolment: result.data, error: null }
        : { enrolment: null, error: authenticatorErrorText(result.error) },
    );
  };
  return { setup, pending: start.isPending, begin, close: () => setSetup(null) };
}

export type AuthenticatorSetup = ReturnType<typeof useAuthenticatorSetup>;

/** The code that confirms the set-up, and the recovery codes it answers. */
function useConfirmSetup() {
  const confirm = useConfirmAuthenticatorEnrolment();
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [saved, setSaved] = useState(false);

  const submit = async () => {
    if (!isCompleteCode(code) || confirm.isPending) return;
    const result = await confirm.mutate({ code });
    if (!result.ok) {
      setError(authenticatorErrorText(result.error));
      setCode('');
      setAttempt((value) => value + 1);
      return;
    }
    setRecoveryCodes(result.data.recoveryCodes);
    toast({
      title: 'Authenticator app is on',
      description: 'Signing in now needs a code from your app.',
      severity: 'success',
    });
  };
  return {
    code: { value: code, set: setCode, attempt, error, pending: confirm.isPending },
    submit,
    recovery: { codes: recoveryCodes, saved, setSaved },
  };
}

/** Before the code: a spinner while the set-up starts, or why it could not, with Retry. */
function StartState({ setup }: { setup: AuthenticatorSetup }) {
  if (setup.pending)
    return (
      <Stack direction="row" spacing={2} role="status" sx={{ alignItems: 'center', py: 2 }}>
        <CircularProgress size={24} />
        <Typography>Preparing your set-up...</Typography>
      </Stack>
    );
  if (!setup.setup?.error) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void setup.begin()}>
          Retry
        </Button>
      }
    >
      {setup.setup.error}
    </Alert>
  );
}

/**
 * "Set up authenticator app": the QR code and key, the confirming code, then the ten recovery
 * codes, which must be marked saved before the dialog closes.
 */
export function AuthenticatorSetupDialog({ setup }: { setup: AuthenticatorSetup }) {
  const { code, submit, recovery } = useConfirmSetup();
  const enrolment = setup.setup?.enrolment ?? null;
  if (recovery.codes) {
    return (
      <AuthenticatorDialog
        title="Save your recovery codes"
        onClose={null}
        actions={
          <Button variant="contained" onClick={setup.close} disabled={!recovery.saved}>
            Done
          </Button>
        }
      >
        <RecoveryCodesPanel
          codes={recovery.codes}
          saved={recovery.saved}
          onSavedChange={recovery.setSaved}
        />
      </AuthenticatorDialog>
    );
  }
  return (
    <AuthenticatorDialog
      title="Set up authenticator app"
      onClose={code.pending || setup.pending ? null : setup.close}
      onSubmit={() => void submit()}
      actions={
        enrolment ? (
          <SubmitButton
            label="Turn on"
            pending={code.pending}
            disabled={!isCompleteCode(code.value)}
          />
        ) : null
      }
    >
      <StartState setup={setup} />
      {enrolment ? (
        <Stack spacing={2}>
          <ScanStep enrolment={enrolment} />
          <AppCodeField
            attempt={code.attempt}
            onChange={code.set}
            disabled={code.pending}
            error={code.error}
          />
        </Stack>
      ) : null}
    </AuthenticatorDialog>
  );
}
