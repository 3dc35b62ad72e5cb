import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { EmailSchema } from '@vaultline/contracts';
import { toastFailure } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from './auth-card';

function emailError(email: string): string | undefined {
  if (!email.trim()) return 'Email is required';
  return EmailSchema.safeParse(email).success ? undefined : 'Enter a valid email address';
}

export function ForgotPasswordPage() {
  const forgot = useForgotPassword();
  const [email, setEmail] = useState('');
  const [touched, setTouched] = useState(false);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const error = touched ? emailError(email) : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (emailError(email)) return;
    const result = await forgot.mutate({ email });
    if (!result.ok) {
      toastFailure('Request Failed', result.error, 'Something went wrong. Please try again later.');
      return;
    }
    setSentMessage(result.data.message);
  };

  return (
    <AuthCard
      title="Forgot Password"
      subtitle="Enter your account’s email address and we will email you a link to choose a new password."
    >
      {sentMessage ? (
        <Stack spacing={2} role="status">
          <Alert severity="success">{sentMessage}</Alert>
          <Typography color="text.secondary">
            The link works once and expires after 24 hours. If it does not arrive in a few minutes,
            check your spam folder.
          </Typography>
        </Stack>
      ) : (
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          spacing={2.5}
          aria-label="Request a reset link"
        >
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(error)}
            helperText={error ?? 'The link works once and expires after 24 hours.'}
          />
          <Button type="submit" variant="contained" size="large" disabled={forgot.isPending}>
            {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </Stack>
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to={paths.login}>
          Back to sign in
        </Link>
      </Typography>
    </AuthCard>
  );
}
