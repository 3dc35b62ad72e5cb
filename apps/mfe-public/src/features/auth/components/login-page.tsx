import { Alert, Button, Link, Typography } from '@mui/material';
import { AuthErrorCode, type Me, type SignInResponse } from '@vaultline/contracts';
import { ApiRequestError, homePathFor, toast, useSession } from '@vaultline/session';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { NEXT_PARAM, paths } from '../../../config/paths';
import { useSendEmailCode } from '../api/send-email-code';
import { useSignIn } from '../api/sign-in';
import { toastFailure } from '../hooks/failure-toast';
import { safeNextPath } from '../hooks/next-path';
import { savePendingEmail } from '../hooks/pending-email';
import { AuthCard } from './auth-card';
import { type Credentials, LoginForm } from './login-form';
import { TwoFactorStep } from './two-factor-step';

type Step = { kind: 'credentials' } | { kind: 'code'; challengeId: string; message: string };

const EMPTY: Credentials = { email: '', password: '', rememberMe: false };

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
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where to continue after signing in: a page that asked for a session, or the user's home.
  const next = safeNextPath(params.get(NEXT_PARAM));
  const session = useSession((state) => (state.status === 'signedIn' ? state.user : null));
  const signIn = useSignIn();
  const [step, setStep] = useState<Step>({ kind: 'credentials' });
  const [credentials, setCredentials] = useState<Credentials>(EMPTY);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Set once this page starts a sign-in, so the "already signed in" redirect leaves the welcome to it.
  const [signingIn, setSigningIn] = useState(false);

  if (session && !signingIn) return <Navigate to={next ?? homePathFor(session)} replace />;

  const welcome = (user: Me) => {
    toast({
      title: 'Login Successful',
      description: user.role === 'admin' ? 'Welcome back, Admin!' : 'Welcome to your dashboard!',
      severity: 'success',
    });
    navigate(next ?? homePathFor(user), { replace: true });
  };

  const failed = (error: ApiRequestError, email: string) => {
    setSigningIn(false);
    if (error.code === AuthErrorCode.EMAIL_NOT_VERIFIED) setUnverifiedEmail(email);
    toastFailure('Login Failed', error, 'Invalid credentials');
  };

  const handleResponse = (response: SignInResponse) => {
    if (response.status === 'signed_in') welcome(response.user);
    else setStep({ kind: 'code', challengeId: response.challengeId, message: response.message });
  };

  const submit = async (values: Credentials) => {
    setCredentials(values);
    setUnverifiedEmail(null);
    setSigningIn(true);
    const result = await signIn.mutate(values);
    if (result.ok) handleResponse(result.data);
    else failed(result.error, values.email);
  };

  return (
    <AuthCard title="Sign In" subtitle="Welcome back. Sign in to your account.">
      {unverifiedEmail ? <UnverifiedEmail email={unverifiedEmail} /> : null}
      {step.kind === 'code' ? (
        <TwoFactorStep
          key={step.challengeId}
          challengeId={step.challengeId}
          message={step.message}
          onSignedIn={welcome}
          resending={signIn.isPending}
          onResend={() => void submit(credentials)}
          onBack={() => {
            setSigningIn(false);
            setStep({ kind: 'credentials' });
          }}
        />
      ) : (
        <LoginForm
          initial={credentials}
          pending={signIn.isPending}
          onSubmit={(values) => void submit(values)}
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
