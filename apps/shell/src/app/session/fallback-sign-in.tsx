import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Checkbox,
  FormControlLabel,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FormEvent } from 'react';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import type { SignInResponse } from '@vaultline/contracts';
import {
  ApiRequestError,
  homePathFor,
  signIn,
  useSession,
  verifySignInCode,
} from '@vaultline/session';

type Step = { kind: 'credentials' } | { kind: 'code'; challengeId: string; message: string };

function CredentialsFields({
  onSubmit,
  busy,
}: {
  onSubmit(email: string, password: string, rememberMe: boolean): void;
  busy: boolean;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(email, password, rememberMe);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
        fullWidth
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        fullWidth
      />
      <FormControlLabel
        control={
          <Checkbox checked={rememberMe} onChange={(e) => setRememberMe(e.target.checked)} />
        }
        label="Remember me"
      />
      <Button type="submit" variant="contained" disabled={busy || !email || !password}>
        {busy ? 'Signing in...' : 'Sign in'}
      </Button>
    </Stack>
  );
}

function CodeFields({
  message,
  onSubmit,
  busy,
}: {
  message: string;
  onSubmit(code: string): void;
  busy: boolean;
}) {
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(code);
  };
  return (
    <Stack component="form" spacing={2} onSubmit={submit} aria-label="Sign-in code">
      <Typography>{message}</Typography>
      <TextField
        label="6-digit code"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" disabled={busy || code.length !== 6}>
        {busy ? 'Checking...' : 'Verify and sign in'}
      </Button>
    </Stack>
  );
}

/**
 * The shell's own sign-in, shown on /login only when the public remote cannot load at all (every
 * release of it failed, or no registry could be read): customers and staff can still reach their
 * accounts, which live in other remotes. Same API and session store as the public remote's form.
 */
export function FallbackSignIn() {
  const user = useSession((state) => state.user);
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (user) return <Navigate to={homePathFor(user)} replace />;

  const run = async (work: () => Promise<SignInResponse | void>) => {
    setBusy(true);
    setError(null);
    try {
      const response = await work();
      if (response?.status === 'code_required')
        setStep({ kind: 'code', challengeId: response.challengeId, message: response.message });
    } catch (failure) {
      setError(
        failure instanceof ApiRequestError
          ? failure.message
          : 'We could not sign you in. Please try again.',
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Card sx={{ maxWidth: 440, width: '100%' }}>
        <CardContent>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 1 }}>
            Sign in to Vaultline
          </Typography>
          <Alert severity="info" sx={{ mb: 3 }}>
            The sign-in page could not load; you can still sign in here.
          </Alert>
          {step.kind === 'credentials' ? (
            <CredentialsFields
              busy={busy}
              onSubmit={(email, password, rememberMe) =>
                void run(() => signIn({ email, password, rememberMe }))
              }
            />
          ) : (
            <CodeFields
              busy={busy}
              message={step.message}
              onSubmit={(code) =>
                void run(() =>
                  verifySignInCode({ challengeId: step.challengeId, code }).then(() => undefined),
                )
              }
            />
          )}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }} role="alert">
              {error}
            </Alert>
          ) : null}
        </CardContent>
      </Card>
    </Box>
  );
}
