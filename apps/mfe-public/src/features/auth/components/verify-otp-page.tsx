import CheckCircle from '@mui/icons-material/CheckCircle';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import { CODE_LENGTH } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { VERIFIED_REDIRECT_MS } from '../../../config/timing';
import { useSendEmailCode } from '../api/send-email-code';
import { useVerifyEmail } from '../api/verify-email';
import { toastFailure } from '../hooks/failure-toast';
import { clearPendingEmail, readPendingEmail } from '../hooks/pending-email';
import { AuthCard } from './auth-card';
import { CodeInput } from '@vaultline/ui';

function toastNoEmail() {
  toast({
    title: 'Failure!',
    description: 'No email found. Please register again.',
    severity: 'error',
  });
}

/** Spec: "Email Verified!", then sign-in after 2 seconds (with a link for those who do not wait). */
function Verified() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(
      () => navigate(paths.login, { replace: true }),
      VERIFIED_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Box role="status" sx={{ textAlign: 'center', py: 2 }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mt: 1 }}>
        Email Verified!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        Taking you to sign in…{' '}
        <Link component={RouterLink} to={paths.login} replace>
          Sign in now
        </Link>
      </Typography>
    </Box>
  );
}

export function VerifyOtpPage() {
  const [email] = useState(readPendingEmail);
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [verified, setVerified] = useState(false);
  const verify = useVerifyEmail();
  const resend = useSendEmailCode();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email) {
      toastNoEmail();
      return;
    }
    if (code.length !== CODE_LENGTH) return;
    const result = await verify.mutate({ email, code });
    if (!result.ok) {
      toastFailure('Invalid', result.error, 'Invalid OTP. Please try again.');
      setCode('');
      setAttempt((value) => value + 1);
      return;
    }
    clearPendingEmail();
    setVerified(true);
  };

  const sendAgain = async () => {
    if (!email) {
      toastNoEmail();
      return;
    }
    const result = await resend.mutate({ email });
    if (!result.ok) {
      toastFailure('Failed!', result.error, 'Failed to resend OTP. Please try again.');
      return;
    }
    toast({
      title: 'OTP resent successfully!',
      description: result.data.message,
      severity: 'success',
    });
    setCode('');
    setAttempt((value) => value + 1);
  };

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
          {email ? null : (
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
          )}
          <CodeInput
            key={attempt}
            label="Verification code"
            onChange={setCode}
            disabled={verify.isPending}
            autoFocus
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={code.length !== CODE_LENGTH || verify.isPending}
          >
            {verify.isPending ? 'Verifying...' : 'Verify OTP'}
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
            Didn’t get the code? Check your spam folder, or ask for a new one.
          </Typography>
          <Button variant="outlined" onClick={() => void sendAgain()} disabled={resend.isPending}>
            {resend.isPending ? 'Sending...' : 'Resend OTP'}
          </Button>
        </Stack>
      )}
    </AuthCard>
  );
}
