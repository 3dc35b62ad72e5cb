import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import {
  AuthErrorCode,
  type Me,
  type SecondFactorMethod,
  type SignInResponse,
} from '@vaultline/contracts';
import { type ApiRequestError, homePathFor, toast, useSession } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { NEXT_PARAM } from '../../../config/paths';
import { useSignIn } from '../api/sign-in';
import { type Credentials } from '../components/login-form';
import { takeFormOutcome } from '../lib/form-outcome';
import { safeNextPath } from '../lib/next-path';

/** Where the sign-in stands: the credentials form, or the code (emailed or from the app) of a two-factor sign-in. */
export type SignInStep =
  | { kind: 'credentials' }
  | { kind: 'code'; challengeId: string; method: SecondFactorMethod; message: string };

const EMPTY: Credentials = { email: '', password: '', rememberMe: false };

/** Where the drawn page's plain form left its sign-in, when it did not finish (form-outcome.ts). */
function useFormOutcome(setStep: (step: SignInStep) => void) {
  useEffect(() => {
    const outcome = takeFormOutcome();
    if (outcome?.kind === 'code') setStep(outcome);
    else if (outcome)
      toast({ title: 'Login Failed', description: outcome.message, severity: 'error' });
  }, [setStep]);
}

/**
 * The login page's state and actions: signing in, the two-factor step, the unverified-email
 * offer, the welcome, and `redirectTo` when someone already signed in lands here.
 */
export function useSignInFlow() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Where to continue after signing in: a page that asked for a session, or the user's home.
  const next = safeNextPath(params.get(NEXT_PARAM));
  const session = useSession((state) => (state.status === 'signedIn' ? state.user : null));
  const signIn = useSignIn();
  const [step, setStep] = useState<SignInStep>({ kind: 'credentials' });
  const [credentials, setCredentials] = useState<Credentials>(EMPTY);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  // Set once this page starts a sign-in, so the "already signed in" redirect leaves the welcome to it.
  const [signingIn, setSigningIn] = useState(false);

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
    else {
      const { challengeId, method, message } = response;
      setStep({ kind: 'code', challengeId, method, message });
    }
  };

  const submit = async (values: Credentials) => {
    setCredentials(values);
    setUnverifiedEmail(null);
    setSigningIn(true);
    const result = await signIn.mutate(values);
    if (result.ok) handleResponse(result.data);
    else failed(result.error, values.email);
  };

  useFormOutcome(setStep);

  const backToCredentials = () => {
    setSigningIn(false);
    setStep({ kind: 'credentials' });
  };

  // A new code is a new sign-in with the same credentials; after the plain form's sign-in this page
  // never saw them, so it asks for them again.
  const resend = () => (credentials.email ? void submit(credentials) : backToCredentials());

  return {
    redirectTo: session && !signingIn ? (next ?? homePathFor(session)) : null,
    step,
    credentials,
    unverifiedEmail,
    pending: signIn.isPending,
    welcome,
    submit,
    resend,
    backToCredentials,
  };
}
