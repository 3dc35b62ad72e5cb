import CheckCircle from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { CODE_LENGTH } from '@vaultline/contracts';
import { useSession } from '@vaultline/session';
import { CodeInput } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { VERIFIED_REDIRECT_MS } from '../../../config/timing';
import { useEmailVerification } from '../hooks/use-email-verification';
import { AuthCard } from './auth-card';

/**
 * Spec: "Email Verified!", then sign-in after 2 seconds (with a link for those who do not wait);
 * a customer already signed in (verifying from the profile) goes back to the profile instead.
 */
function Verified() {
  const navigate = useNavigate();
  const signedIn = useSession((state) => state.status === 'signedIn');
  const next = signedIn ? paths.profile : paths.login;
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(next, { replace: true }), VERIFIED_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, next]);
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
        Email Verified!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {signedIn ? 'Taking you back to your profile…' : 'Taking you to sign in…'}{' '}
        <Link component={RouterLink} to={next} replace>
          {signedIn ? 'Go to your profile' : 'Sign in now'}
        </Link>
      </Typography>
    </Box>
  );
}

/** Shown when no email is waiting for its code: where to get one. */
function NoEmailAlert() {
  return (
    <Alert severity="warning">
      No email found. Please{' '}
      <Link component={RouterLink} to={paths.register}>
        register again
      </Link>{' '}
      or{' '}
      <Link component={RouterLink} to={paths.login}>
        sign in
      </Link>{' '}
      to get a new code.
    </Alert>
  );
}

export function VerifyOtpPage() {
  const { email, code, setCode, attempt, verified, verifying, resending, submit, sendAgain } =
    useEmailVerification();

  const subtitle = email ? (
    <>
      Enter the 6-digit code we emailed to <strong>{email}</strong>.
    </>
  ) : (
    'Enter the 6-digit code we emailed you.'
  );

  return (
    <AuthCard title="Verify OTP" subtitle={verified ? undefined : subtitle}>
      {verified ? (
        <Verified />
      ) : (
        <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Verify email">
          {email ? null : <NoEmailAlert />}
          <CodeInput
            key={attempt}
            label="Verification code"
            onChange={setCode}
            disabled={verifying}
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={code.length !== CODE_LENGTH || verifying}
          >
            {verifying ? 'Verifying...' : 'Verify OTP'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            Didn’t get the code? Check your spam folder, or ask for a new one.
          </Typography>
          <Button variant="outlined" onClick={() => void sendAgain()} disabled={resending}>
            {resending ? 'Sending...' : 'Resend OTP'}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
