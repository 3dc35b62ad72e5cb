import { Alert, Button, Stack } from '@mui/material';
import { AuthErrorCode, CODE_LENGTH, type Me } from '@vaultline/contracts';
import { type FormEvent, useState } from 'react';
import { useVerifySignInCode } from '../api/sign-in';
import { CodeInput, toastFailure } from '@vaultline/ui';

interface TwoFactorStepProps {
  challengeId: string;
  /** The API's own words about where the code went. */
  message: string;
  onSignedIn(user: Me): void;
  /** Signs in again with the same details, which emails a new code. */
  onResend(): void;
  resending: boolean;
  onBack(): void;
}

/**
 * The code typed so far and its check: `attempt` remounts the input after a wrong code, `expired`
 * asks for a new code, `blocked` holds the API's words when no new code would help.
 */
function useSignInCode(challengeId: string, onSignedIn: (user: Me) => void) {
  const verify = useVerifySignInCode();
  const [code, setCode] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [expired, setExpired] = useState(false);
  /** The API's words when sign-in codes are blocked for this account (too many wrong codes): no new code helps. */
  const [blocked, setBlocked] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (code.length !== CODE_LENGTH) return;
    const result = await verify.mutate({ challengeId, code });
    if (result.ok) {
      onSignedIn(result.data.user);
      return;
    }
    toastFailure('Login Failed', result.error, 'Invalid code. Please try again.');
    setExpired(
      result.error.code === AuthErrorCode.CODE_EXPIRED ||
        result.error.code === AuthErrorCode.CODE_ATTEMPTS_EXCEEDED,
    );
    if (result.error.code === AuthErrorCode.CODE_LOCKED) setBlocked(result.error.message);
    setCode('');
    setAttempt((value) => value + 1);
  };

  return { code, setCode, attempt, expired, blocked, verifying: verify.isPending, submit };
}

/** Second step of a two-factor sign-in: the six-digit code we emailed. */
export function TwoFactorStep({
  challengeId,
  message,
  onSignedIn,
  onResend,
  resending,
  onBack,
}: TwoFactorStepProps) {
  const { code, setCode, attempt, expired, blocked, verifying, submit } = useSignInCode(
    challengeId,
    onSignedIn,
  );

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3} aria-label="Sign-in code">
      <Alert severity="info">{message}</Alert>
      {blocked ? <Alert severity="error">{blocked}</Alert> : null}
      {expired && !blocked ? (
        <Alert severity="warning">
          This code can no longer be used. Send a new code to try again.
        </Alert>
      ) : null}
      <CodeInput
        key={attempt}
        label="Sign-in code"
        onChange={setCode}
        disabled={verifying}
        autoFocus
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={code.length !== CODE_LENGTH || verifying || expired || blocked !== null}
      >
        {verifying ? 'Verifying...' : 'Verify Code'}
      </Button>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between' }}
      >
        <Button onClick={onBack} disabled={verifying}>
          Use a different account
        </Button>
        <Button onClick={onResend} disabled={resending || verifying || blocked !== null}>
          {resending ? 'Sending...' : 'Send a new code'}
        </Button>
      </Stack>
    </Stack>
  );
}
