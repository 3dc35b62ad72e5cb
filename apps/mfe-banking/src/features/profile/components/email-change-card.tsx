import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { ChangeEmailRequestSchema, type ChangeEmailRequest } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { CodeInput, fieldProps, PasswordField, SectionCard, toastFailure } from '@vaultline/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { CODE_LENGTH } from '../../../config/constants';
import { useConfirmEmailChange, useRequestEmailChange } from '../api/change-email';

const EMPTY: ChangeEmailRequest = { newEmail: '', password: '' };

/** Step 1: the new address and the current password; the server sends the code. */
function RequestStep({ onSent }: { onSent(request: ChangeEmailRequest, message: string): void }) {
  const send = useRequestEmailChange();
  const form = useForm<ChangeEmailRequest>({
    resolver: zodResolver(ChangeEmailRequestSchema),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit(async (values) => {
    const result = await send.mutate(values);
    if (!result.ok) return toastFailure('Failed!', result.error);
    onSent(values, result.data.message);
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
        {send.isPending ? 'Sending code...' : 'Send code'}
      </Button>
    </Stack>
  );
}

interface CodeStepProps {
  request: ChangeEmailRequest;
  message: string;
  onDone(): void;
  onBack(): void;
}

/** Step 2: the code sent to the new address; or a new code, or another address. */
function CodeStep({ request, message, onDone, onBack }: CodeStepProps) {
  const confirm = useConfirmEmailChange();
  const resend = useRequestEmailChange();
  const [code, setCode] = useState('');
  const [round, setRound] = useState(0);
  const busy = confirm.isPending || resend.isPending;
  const newRound = () => {
    setRound((current) => current + 1);
    setCode('');
  };
  const verify = async () => {
    const result = await confirm.mutate(code);
    if (!result.ok) {
      toastFailure('Failed!', result.error);
      return newRound();
    }
    toast({
      title: 'Email changed',
      description: `You now sign in with ${result.data.email}. We told your previous address.`,
      severity: 'success',
    });
    onDone();
  };
  const sendAgain = async () => {
    const result = await resend.mutate(request);
    if (!result.ok) return toastFailure('Failed!', result.error);
    toast({ title: 'Code sent', description: result.data.message, severity: 'success' });
    newRound();
  };
  return (
    <Stack spacing={2}>
      <Alert severity="info">{message}</Alert>
      <CodeInput
        key={round}
        label="Verification code"
        onChange={setCode}
        disabled={busy}
        autoFocus
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={() => void verify()}
          disabled={code.length !== CODE_LENGTH || busy}
        >
          {confirm.isPending ? 'Verifying...' : 'Verify'}
        </Button>
        <Button onClick={() => void sendAgain()} disabled={busy}>
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
        <Button onClick={onBack} disabled={busy}>
          Use another address
        </Button>
      </Stack>
    </Stack>
  );
}

/** Email address: the current one, and the change (password, then a code sent to the new address). */
export function EmailChangeCard({ email }: { email: string }) {
  const [sent, setSent] = useState<{ request: ChangeEmailRequest; message: string } | null>(null);
  const [open, setOpen] = useState(false);
  const close = () => {
    setSent(null);
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
      {open && !sent ? (
        <RequestStep onSent={(request, message) => setSent({ request, message })} />
      ) : null}
      {open && sent ? <CodeStep {...sent} onDone={close} onBack={() => setSent(null)} /> : null}
      {open && !sent ? (
        <Button onClick={close} sx={{ mt: 1 }}>
          Cancel
        </Button>
      ) : null}
    </SectionCard>
  );
}
