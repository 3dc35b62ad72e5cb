import { useState } from 'react';
import { CODE_LENGTH, type StepUpStarted } from '@vaultline/contracts';
import { type ApiRequestError, toast } from '@vaultline/session';
import { useStartSecurityStepUp } from '../api/start-security-step-up';
import { authenticatorErrorText } from '../lib/authenticator-error';

/**
 * The security step-up a change of the second factor takes: the password opens it (a code is
 * emailed, or the app gives one), then the code goes with the change itself. Keeps the password
 * until the dialog closes, so "Send a new code" needs no retyping.
 */
export function useSecurityStepUp() {
  const start = useStartSecurityStepUp();
  const [password, setPassword] = useState('');
  const [started, setStarted] = useState<StepUpStarted | null>(null);
  const [code, setCode] = useState('');
  /** Changes after a refused code, which clears the boxes. */
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const open = async (): Promise<boolean> => {
    if (password === '' || start.isPending) return false;
    const result = await start.mutate({ password });
    if (!result.ok) {
      setError(authenticatorErrorText(result.error, started?.method));
      return false;
    }
    setError(null);
    setCode('');
    setAttempt((value) => value + 1);
    setStarted(result.data);
    return true;
  };
  const sendAgain = async () => {
    if (await open())
      toast({
        title: 'New code sent',
        description: 'The previous code no longer works.',
        severity: 'success',
      });
  };
  /** The change refused the code: why, and empty boxes for the next one. */
  const refused = (failure: ApiRequestError) => {
    setError(authenticatorErrorText(failure, started?.method));
    setCode('');
    setAttempt((value) => value + 1);
  };
  return {
    password,
    setPassword,
    started,
    code,
    setCode,
    attempt,
    error,
    begin: open,
    sendAgain,
    refused,
    pending: start.isPending,
    /** Ready for the change: a step-up is open and its code typed in full. */
    codeReady: started !== null && code.length === CODE_LENGTH,
  };
}

export type SecurityStepUp = ReturnType<typeof useSecurityStepUp>;
