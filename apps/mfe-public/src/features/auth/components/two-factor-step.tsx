import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import {
  AuthErrorCode,
  CODE_LENGTH,
  type Me,
  RecoveryCodeSchema,
  type SecondFactorMethod,
} from '@vaultline/contracts';
import { CodeInput, toastFailure } from '@vaultline/ui';
import { useVerifySignInCode } from '../api/sign-in';

interface TwoFactorStepProps {
  challengeId: string;
  /** Where the code is: emailed, or in the authenticator app. */
  method: SecondFactorMethod;
  /** The API's own words about where the code went (emailed codes). */
  message: string;
  onSignedIn(user: Me): void;
  /** Signs in again with the same details: a new emailed code, or a new challenge for the app. */
  onResend(): void;
  resending: boolean;
  onBack(): void;
}

type Answer = { code: string } | { recoveryCode: string };

/** What the authenticator app's step asks for: a code from the app, or a recovery code. */
type AppInput = 'app' | 'recovery';

export const APP_CODE_PROMPT = 'Enter the 6-digit code from your authenticator app.';

/**
 * Why an emailed code is asked (the API asks on a browser that has not passed one for the account
 * in 30 days, and every time where the customer chose so), and what entering it here gives.
 */
export const EMAILED_CODE_REASON =
  'We ask for a code when you sign in on a browser that is new to your account, and every time if you chose that in Settings. Once you enter it here, this browser can sign in with your password alone for 30 days, unless you chose to be asked every time.';

/**
 * The answer's check: `attempt` remounts the input after a wrong answer, `expired` asks to start
 * again, `blocked` holds the API's words when no new code would help.
 */
function useSignInCode(challengeId: string, onSignedIn: (user: Me) => void) {
  const verify = useVerifySignInCode();
  const [attempt, setAttempt] = useState(0);
  const [expired, setExpired] = useState(false);
  /** The API's words when sign-in codes are blocked for this account (too many wrong codes): no new code helps. */
  const [blocked, setBlocked] = useState<string | null>(null);

  /** Sends the answer; true when it signed in. */
  const submit = async (answer: Answer): Promise<boolean> => {
    const result = await verify.mutate({ challengeId, ...answer });
    if (result.ok) {
      onSignedIn(result.data.user);
      return true;
    }
    toastFailure('Login Failed', result.error, 'Invalid code. Please try again.');
    setExpired(
      result.error.code === AuthErrorCode.CODE_EXPIRED ||
        result.error.code === AuthErrorCode.CODE_ATTEMPTS_EXCEEDED,
    );
    if (result.error.code === AuthErrorCode.CODE_LOCKED) setBlocked(result.error.message);
    setAttempt((value) => value + 1);
    return false;
  };

  return { attempt, expired, blocked, verifying: verify.isPending, submit };
}

/** A recovery code, typed as printed; checked for shape here, for real on the server. */
function RecoveryCodeField({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange(value: string): void;
  disabled: boolean;
}) {
  return (
    <TextField
      label="Recovery code"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      autoFocus
      autoComplete="off"
      helperText="One of the ten codes you saved when you set up the app, like k7m2p-x4q6r. Each works once."
      slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 20 } }}
    />
  );
}

/** Below the code: back to the credentials, and a new code (email) or a way to the recovery code (app). */
function StepActions({
  method,
  input,
  onInput,
  onResend,
  resending,
  onBack,
  verifying,
  blocked,
}: Pick<TwoFactorStepProps, 'method' | 'onResend' | 'resending' | 'onBack'> & {
  input: AppInput;
  onInput(input: AppInput): void;
  verifying: boolean;
  blocked: boolean;
}) {
  const other =
    method === 'email' ? (
      <Button onClick={onResend} disabled={resending || verifying || blocked}>
        {resending ? 'Sending...' : 'Send a new code'}
      </Button>
    ) : (
      <Button
        onClick={() => onInput(input === 'app' ? 'recovery' : 'app')}
        disabled={verifying || blocked}
      >
        {input === 'app' ? 'Use a recovery code' : 'Use the authenticator app'}
      </Button>
    );
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ justifyContent: 'space-between' }}
    >
      <Button onClick={onBack} disabled={verifying}>
        Use a different account
      </Button>
      {other}
    </Stack>
  );
}

/** The code or challenge cannot be used any more: a new emailed code, or (app) sign in again. */
function ExpiredAlert({
  method,
  onResend,
  resending,
}: Pick<TwoFactorStepProps, 'method' | 'onResend' | 'resending'>) {
  if (method === 'email')
    return (
      <Alert severity="warning">
        This code can no longer be used. Send a new code to try again.
      </Alert>
    );
  return (
    <Alert
      severity="warning"
      action={
        <Button color="inherit" size="small" onClick={onResend} disabled={resending}>
          Sign in again
        </Button>
      }
    >
      This sign-in can no longer be completed. Sign in again to try again.
    </Alert>
  );
}

/**
 * Second step of a two-factor sign-in: the six-digit code we emailed, or with an authenticator
 * app, a code from it or one of the recovery codes.
 */
export function TwoFactorStep(props: TwoFactorStepProps) {
  const { challengeId, method, message, onSignedIn, onResend, resending } = props;
  const { attempt, expired, blocked, verifying, submit } = useSignInCode(challengeId, onSignedIn);
  const [input, setInput] = useState<AppInput>('app');
  const [code, setCode] = useState('');
  const [recoveryCode, setRecoveryCode] = useState('');
  const recovery = method === 'totp' && input === 'recovery';
  const ready = recovery
    ? RecoveryCodeSchema.safeParse(recoveryCode).success
    : code.length === CODE_LENGTH;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    void submit(recovery ? { recoveryCode } : { code }).then((ok) => {
      if (!ok) setCode('');
    });
  };
  const switchInput = (next: AppInput) => {
    setInput(next);
    setCode('');
    setRecoveryCode('');
  };

  return (
    <Stack component="form" noValidate onSubmit={send} spacing={3} aria-label="Sign-in code">
      <Alert severity="info">{method === 'totp' ? APP_CODE_PROMPT : message}</Alert>
      {method === 'email' ? (
        <Typography variant="body2" color="text.secondary">
          {EMAILED_CODE_REASON}
        </Typography>
      ) : null}
      {blocked ? <Alert severity="error">{blocked}</Alert> : null}
      {expired && !blocked ? (
        <ExpiredAlert method={method} onResend={onResend} resending={resending} />
      ) : null}
      {recovery ? (
        <RecoveryCodeField value={recoveryCode} onChange={setRecoveryCode} disabled={verifying} />
      ) : (
        <CodeInput
          key={`${input}-${attempt}`}
          label="Sign-in code"
          onChange={setCode}
          disabled={verifying}
          autoFocus
        />
      )}
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!ready || verifying || expired || blocked !== null}
      >
        {verifying ? 'Verifying...' : 'Verify Code'}
      </Button>
      <StepActions
        {...props}
        input={input}
        onInput={switchInput}
        verifying={verifying}
        blocked={blocked !== null}
      />
    </Stack>
  );
}
