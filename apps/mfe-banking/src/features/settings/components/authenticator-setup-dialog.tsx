import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import type { AuthenticatorEnrolment } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { useConfirmAuthenticatorEnrolment } from '../api/confirm-authenticator-enrolment';
import { useStartAuthenticatorEnrolment } from '../api/start-authenticator-enrolment';
import { useSecurityStepUp } from '../hooks/use-security-step-up';
import { authenticatorErrorText } from '../lib/authenticator-error';
import {
  AppCodeField,
  AuthenticatorDialog,
  isCompleteCode,
  SubmitButton,
} from './authenticator-dialog';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { SecurityStepUpFields } from './security-step-up-fields';

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

/** Whether the set-up dialog is open (nothing is asked of the API until the password is typed). */
export function useAuthenticatorSetup() {
  const [open, setOpen] = useState(false);
  return { open, begin: () => setOpen(true), close: () => setOpen(false) };
}

export type AuthenticatorSetup = ReturnType<typeof useAuthenticatorSetup>;

/**
 * Before the QR code: the security step-up (the password, then the code we email), whose code
 * asks the API for a new secret, once per submit (never from an effect, which React may run
 * twice), so the key on screen is the one the server keeps.
 */
function useSetupStart() {
  const stepUp = useSecurityStepUp();
  const start = useStartAuthenticatorEnrolment();
  const [enrolment, setEnrolment] = useState<AuthenticatorEnrolment | null>(null);
  const submit = async () => {
    if (!stepUp.started) {
      await stepUp.begin();
      return;
    }
    if (!stepUp.codeReady || start.isPending) return;
    const result = await start.mutate({ code: stepUp.code });
    if (result.ok) setEnrolment(result.data);
    else stepUp.refused(result.error);
  };
  return { stepUp, enrolment, submit, pending: start.isPending || stepUp.pending };
}

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

/** The step-up's part of the dialog: why it is asked, then the password or the code. */
function ConfirmItIsYou({ start }: { start: ReturnType<typeof useSetupStart> }) {
  return (
    <Stack spacing={2}>
      <Typography>
        First, confirm it is you: your password, then a code we send you. Signing in stays as it is
        until the app is set up.
      </Typography>
      <SecurityStepUpFields stepUp={start.stepUp} disabled={start.pending} />
    </Stack>
  );
}

/**
 * "Set up authenticator app": the QR code and key, the confirming code, then the ten recovery
 * codes, which must be marked saved before the dialog closes.
 */
export function AuthenticatorSetupDialog({ setup }: { setup: AuthenticatorSetup }) {
  const start = useSetupStart();
  const { code, submit, recovery } = useConfirmSetup();
  const { enrolment } = start;
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
  const stepUpReady = start.stepUp.started ? start.stepUp.codeReady : start.stepUp.password !== '';
  return (
    <AuthenticatorDialog
      title="Set up authenticator app"
      onClose={code.pending || start.pending ? null : setup.close}
      onSubmit={() => void (enrolment ? submit() : start.submit())}
      actions={
        enrolment ? (
          <SubmitButton
            label="Turn on"
            pending={code.pending}
            disabled={!isCompleteCode(code.value)}
          />
        ) : (
          <SubmitButton label="Continue" pending={start.pending} disabled={!stepUpReady} />
        )
      }
    >
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
      ) : (
        <ConfirmItIsYou start={start} />
      )}
    </AuthenticatorDialog>
  );
}
