import { type FormEvent, useState } from 'react';
import { CODE_LENGTH } from '@vaultline/contracts';
import { useSendEmailCode } from '@vaultline/data-access';
import { reloadUser, toast, useSession } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { useVerifyEmail } from '../api/verify-email';
import { clearPendingEmail, readPendingEmail } from '../lib/pending-email';

function toastNoEmail() {
  toast({
    title: 'Failure!',
    description: 'No email found. Please register again.',
    severity: 'error',
  });
}

/**
 * The verify page's state: the pending email, the code typed so far (`attempt` remounts the input
 * for a fresh one), checking it (`verified` once done) and sending a new code.
 */
export function useEmailVerification() {
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
    // A signed-in customer verifying from the profile: the badge there must now say so.
    if (useSession.getState().status === 'signedIn') await reloadUser().catch(() => undefined);
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

  return {
    email,
    code,
    setCode,
    attempt,
    verified,
    verifying: verify.isPending,
    resending: resend.isPending,
    submit,
    sendAgain,
  };
}
