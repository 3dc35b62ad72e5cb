import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  ChangeEmailRequestSchema,
  type ChangeEmailRequest,
  type SecondFactorMethod,
  type StepUpStarted,
} from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { CodeInput, fieldProps, PasswordField, SectionCard, toastFailure } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';
import { STEP_UP_CODE_LABEL } from '../../../lib/step-up';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';

const EMPTY: ChangeEmailRequest = { newEmail: '', password: '' };

/** A change asked for: what was asked, and how the current factor answers. */
interface Pending {
  request: ChangeEmailRequest;
  started: StepUpStarted;
}

/** What the change takes and what follows it, said before anything is sent. */
function HowItWorks() {
  return (
    <Typography variant="body2" color="text.secondary">
      We email a code to the new address, and ask for a second code to confirm it is you: one we
      email to your current address, or one from your authenticator app if you use one. Afterwards
      your current address can cancel the change for 24 hours; until then, payments to new
      recipients, new payees and new transfer PINs wait.
    </Typography>
  );
}

/** Step 1: the new address and the current password; the server sends the codes. */
function RequestStep({ onSent }: { onSent(pending: Pending): void }) {
  const send = useRequestEmailChange();
  const form = useForm<ChangeEmailRequest>({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async (values) => {
    const result = await send.mutate(values);
    if (!result.ok) return toastFailure('Failed!', result.error);
    onSent({ request: values, started: result.data });
  });
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit} aria-label="Change email">
      <TextField
        {...fieldProps(form, 'newEmail')}
        label="New email address"
        type="email"
        autoComplete="email"
        disabled={send.isPending}
      />
      <PasswordField
        {...fieldProps(form, 'password', 'We ask for it so nobody else can change your sign-in.')}
        label="Current password"
        autoComplete="current-password"
        disabled={send.isPending}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={send.isPending}
        startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={{ alignSelf: 'flex-start' }}
      >
        {send.isPending ? 'Sending codes...' : 'Send codes'}
      </Button>
    </Stack>
  );
}

/** Where the current factor's code comes from: this address's inbox, or the app. */
function currentCodeLabel(method: SecondFactorMethod, currentEmail: string): string {
  return method === 'email'
    ? `Code sent to ${currentEmail} (your current address)`
    : STEP_UP_CODE_LABEL.totp;
}

/** Both codes, a new round of them (the boxes clear), and the two calls. */
function useEmailCodes(pending: Pending, onDone: () => void) {
  const confirm = useConfirmEmailChange();
  const resend = useRequestEmailChange();
  const [codes, setCodes] = useState({ code: '', currentCode: '' });
  const [round, setRound] = useState(0);
  const [started, setStarted] = useState(pending.started);
  const newRound = () => {
    setRound((current) => current + 1);
    setCodes({ code: '', currentCode: '' });
  };
  const verify = async () => {
    const result = await confirm.mutate(codes);
    if (!result.ok) {
      toastFailure('Failed!', result.error);
      return newRound();
    }
    toast({
      title: 'Email changed',
      description: `You now sign in with ${result.data.email}. We emailed your previous address, which can cancel the change for 24 hours.`,
      severity: 'success',
    });
    onDone();
  };
  const sendAgain = async () => {
    const result = await resend.mutate(pending.request);
    if (!result.ok) return toastFailure('Failed!', result.error);
    setStarted(result.data);
    toast({ title: 'New codes sent', description: result.data.message, severity: 'success' });
    newRound();
  };
  const complete = codes.code.length === CODE_LENGTH && codes.currentCode.length === CODE_LENGTH;
  const busy = confirm.isPending || resend.isPending;
  return { codes, setCodes, round, started, verify, sendAgain, complete, busy, confirm, resend };
}

interface CodeStepProps {
  pending: Pending;
  currentEmail: string;
  onDone(): void;
  onBack(): void;
}

/** Step 2: the code sent to the new address and the current factor's; or new codes, or another address. */
function CodeStep({ pending, currentEmail, onDone, onBack }: CodeStepProps) {
  const step = useEmailCodes(pending, onDone);
  const { setCodes, started, busy } = step;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.complete && !busy) void step.verify();
  };
  return (
    <Stack
      spacing={2}
      component="form"
      aria-label="Confirm the new email"
      noValidate
      onSubmit={submit}
    >
      <Alert severity="info">{started.message}</Alert>
      <CodeInput
        key={`new-${step.round}`}
        label={`Code sent to ${pending.request.newEmail} (the new address)`}
        onChange={(code) => setCodes((current) => ({ ...current, code }))}
        disabled={busy}
        autoFocus
        showLabel
      />
      <CodeInput
        key={`current-${step.round}`}
        label={currentCodeLabel(started.method, currentEmail)}
        onChange={(currentCode) => setCodes((current) => ({ ...current, currentCode }))}
        disabled={busy}
        showLabel
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={!step.complete || busy}>
          {step.confirm.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Button onClick={() => void step.sendAgain()} disabled={busy}>
          {step.resend.isPending ? 'Sending...' : 'Send new codes'}
        </Button>
        <Button onClick={onBack} disabled={busy}>
          Use another address
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * Email address: the current one, and the change (the password, then a code sent to the new
 * address and the current factor's code: emailed to the current address, or the app's).
 */
export function EmailChangeCard({ email }: { email: string }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setPending(null);
    setOpen(false);
  };
  return (
    <SectionCard
      title="Email Address"
      action={
        open ? null : (
          <Button variant="outlined" size="small" onClick={() => setOpen(true)}>
            Change email
          </Button>
        )
      }
    >
      <Typography sx={{ mb: open ? 2 : 0 }}>{email}</Typography>
      {open && !pending ? (
        <Stack spacing={2}>
          <HowItWorks />
          <RequestStep onSent={setPending} />
          <Button onClick={close} sx={{ alignSelf: 'flex-start' }}>
            Cancel
          </Button>
        </Stack>
      ) : null}
      {open && pending ? (
        <CodeStep
          pending={pending}
          currentEmail={email}
          onDone={close}
          onBack={() => setPending(null)}
        />
      ) : null}
    </SectionCard>
  );
}
