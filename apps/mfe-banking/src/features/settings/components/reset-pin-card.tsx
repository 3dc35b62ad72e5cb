import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  ResetPinRequestSchema,
  type StepUpStarted,
  TransfersErrorCode,
} from '@vaultline/contracts';
import { type ApiRequestError, reloadUser, toast } from '@vaultline/session';
import { CodeInput, PasswordField, SectionCard, toastFailure } from '@vaultline/ui';
import { useTransferLimits } from '../../../api/get-transfer-limits';
import { PinField } from '../../../components/pin-field';
import { CODE_LENGTH } from '../../../config/constants';
import { emailChangeHoldText, refusalText } from '../../../lib/refusals';
import { STEP_UP_CODE_LABEL } from '../../../lib/step-up';
import { useResetPin, useStartPinReset } from '../api/reset-pin';

const EMPTY = { pin: '', confirmPin: '', code: '' };
type NewPin = typeof EMPTY;

/** Spec §5 messages for the reset form, checked in the browser for instant feedback. */
function formProblem(form: NewPin): { title: string; description: string } | null {
  const parsed = ResetPinRequestSchema.safeParse(form);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  if (issue.path[0] === 'pin') return { title: 'Invalid PIN!', description: issue.message };
  return { title: 'Failed!', description: issue.message };
}

/** A refusal worth keeping on the card (an email change's hold), or null for a toast. */
function heldText(error: ApiRequestError): string | null {
  return error.code === TransfersErrorCode.EMAIL_CHANGE_HOLD
    ? refusalText(error, 'pinReset')
    : null;
}

/** The two steps: the password opens a step-up; its code goes with the new PIN. */
function useResetPinSteps() {
  const start = useStartPinReset();
  const reset = useResetPin();
  const [password, setPassword] = useState('');
  const [started, setStarted] = useState<StepUpStarted | null>(null);
  const [form, setForm] = useState<NewPin>(EMPTY);
  const [round, setRound] = useState(0);
  const [held, setHeld] = useState<string | null>(null);
  const restart = () => {
    setStarted(null);
    setPassword('');
    setForm(EMPTY);
  };
  const open = async () => {
    const result = await start.mutate({ password });
    if (result.ok) return setStarted(result.data);
    setHeld(heldText(result.error));
    if (result.error.code === TransfersErrorCode.PASSWORD_WRONG)
      return toast({
        title: 'Failed!',
        description: 'Password did not match saved password!.',
        severity: 'error',
      });
    toastFailure('Failed!', result.error);
  };
  const save = async () => {
    const problem = formProblem(form);
    if (problem) return toast({ ...problem, severity: 'error' });
    const result = await reset.mutate(form);
    if (!result.ok) {
      setHeld(heldText(result.error));
      setForm({ ...form, code: '' });
      setRound((value) => value + 1);
      return toastFailure('Failed!', result.error);
    }
    toast({ title: 'PIN reset was Successful.', severity: 'success' });
    restart();
    void reloadUser().catch(() => undefined);
  };
  const pending = start.isPending || reset.isPending;
  return {
    password,
    setPassword,
    started,
    form,
    setForm,
    round,
    held,
    open,
    save,
    restart,
    pending,
  };
}

type ResetPinSteps = ReturnType<typeof useResetPinSteps>;

/** The submit button of either step, with a spinner while its request runs. */
function StepButton({
  label,
  disabled,
  pending,
}: {
  label: string;
  disabled: boolean;
  pending: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={disabled || pending}
      startIcon={pending ? <CircularProgress size={16} color="inherit" /> : undefined}
    >
      {pending ? 'Processing...' : label}
    </Button>
  );
}

/** Step 2: the step-up's code (labelled by where it comes from), the new PIN and its confirmation. */
function NewPinFields({ steps, started }: { steps: ResetPinSteps; started: StepUpStarted }) {
  const { form, setForm } = steps;
  const filled = form.pin !== '' && form.confirmPin !== '' && form.code.length === CODE_LENGTH;
  return (
    <>
      <Alert severity="info">{started.message}</Alert>
      <Box sx={{ alignSelf: 'flex-start' }}>
        <CodeInput
          key={steps.round}
          label={STEP_UP_CODE_LABEL[started.method]}
          onChange={(code) => setForm((current) => ({ ...current, code }))}
          disabled={steps.pending}
          autoFocus
          showLabel
        />
      </Box>
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
      <Stack direction="row" spacing={1}>
        <StepButton label="Reset PIN" disabled={!filled} pending={steps.pending} />
        <Button onClick={steps.restart} disabled={steps.pending}>
          Start again
        </Button>
      </Stack>
    </>
  );
}

/** Step 1: the password (not while an email change holds PIN resets). */
function PasswordStep({ steps, held }: { steps: ResetPinSteps; held: boolean }) {
  return (
    <>
      <PasswordField
        label="Current Password"
        value={steps.password}
        onChange={(event) => steps.setPassword(event.target.value)}
        autoComplete="current-password"
        required
        fullWidth
      />
      <Box>
        <StepButton
          label="Continue"
          disabled={steps.password === '' || held}
          pending={steps.pending}
        />
      </Box>
    </>
  );
}

/** Reset Transfer PIN: the password, then a code (emailed, or the app's) with the new PIN. */
export function ResetPinCard() {
  const steps = useResetPinSteps();
  const pausedUntil = useTransferLimits().data?.newRecipientsPausedUntil ?? null;
  const { started } = steps;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void (started ? steps.save() : steps.open());
  };
  const held = steps.held ?? (pausedUntil ? emailChangeHoldText(pausedUntil, 'pinReset') : null);
  return (
    <SectionCard title="Reset Transfer PIN">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Choose a new 4-digit PIN for confirming transfers. To prove it is you, enter your password,
        then a code: one we email you, or one from your authenticator app if you use one.
      </Typography>
      {held ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {held}
        </Alert>
      ) : null}
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2} sx={{ maxWidth: 420 }}>
          {started ? (
            <NewPinFields steps={steps} started={started} />
          ) : (
            <PasswordStep steps={steps} held={held !== null} />
          )}
        </Stack>
      </Box>
    </SectionCard>
  );
}
