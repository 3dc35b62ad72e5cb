import { Alert, Button, Link, Typography } from '@mui/material';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSendEmailCode } from '@vaultline/data-access';
import { toast } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import { useSignInFlow } from '../hooks/use-sign-in-flow';
import { savePendingEmail } from '../lib/pending-email';
import { AuthCard } from './auth-card';
import { LoginForm } from './login-form';
import { TwoFactorStep } from './two-factor-step';

/** Offered when the address is not verified yet: a new code, then the code page. */
function UnverifiedEmail({ email }: { email: string }) {
  const navigate = useNavigate();
  const send = useSendEmailCode();
  const sendCode = async () => {
    const result = await send.mutate({ email });
    if (!result.ok) {
      toastFailure('OTP send Failed!', result.error, 'Failed to send OTP email');
      return;
    }
    savePendingEmail(email);
    toast({ title: 'Code sent', description: result.data.message, severity: 'success' });
    navigate(paths.verifyOtp);
  };
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={sendCode} disabled={send.isPending}>
          {send.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
      }
    >
      Verify your email address before you sign in. We can email you a new code.
    </Alert>
  );
}

export function LoginPage() {
  const flow = useSignInFlow();
  const { step } = flow;

  if (flow.redirectTo !== null) return <Navigate to={flow.redirectTo} replace />;

  return (
    <AuthCard title="Sign In" subtitle="Welcome back. Sign in to your account.">
      {flow.unverifiedEmail ? <UnverifiedEmail email={flow.unverifiedEmail} /> : null}
      {step.kind === 'code' ? (
        <TwoFactorStep
          key={step.challengeId}
          challengeId={step.challengeId}
          method={step.method}
          message={step.message}
          onSignedIn={flow.welcome}
          resending={flow.pending}
          onResend={flow.resend}
          onBack={flow.backToCredentials}
        />
      ) : (
        <LoginForm
          initial={flow.credentials}
          pending={flow.pending}
          onSubmit={(values) => void flow.submit(values)}
        />
      )}
      <Typography sx={{ mt: 3, textAlign: 'center' }}>
        {'Don’t have an account? '}
        <Link component={RouterLink} to={paths.register}>
          Create one
        </Link>
      </Typography>
    </AuthCard>
  );
}
