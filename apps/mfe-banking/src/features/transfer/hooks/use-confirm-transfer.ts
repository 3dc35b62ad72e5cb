import { useState } from 'react';
import { z } from 'zod';
import {
  SecondFactorMethodSchema,
  type SecondFactorMethod,
  TransfersErrorCode,
} from '@vaultline/contracts';
import { type ApiRequestError, reloadUser, toast } from '@vaultline/session';
import { refusalText } from '../../../lib/refusals';
import { useCreateTransfer } from '../api/create-transfer';
import { pinProblem } from '../lib/pin-problem';
import { toRequest } from '../lib/transfer-draft';
import type { TransferFlow } from './use-transfer-flow';

export const INCORRECT_PIN_TEXT = 'The PIN you entered is not correct.';

/** How a PIN lock is lifted, where the refusal says (`details.unlockMethod`). */
const PinLockedDetailsSchema = z.object({ unlockMethod: SecondFactorMethodSchema });

/** No answer, or the server failed before deciding: the same draft may be retried with the same key. */
function unanswered(error: ApiRequestError): boolean {
  return error.status === null || error.status >= 500;
}

/**
 * Step 3's Confirm Transfer: checks the PIN's format, sends the draft with its Idempotency-Key
 * and routes the answer — PIN refusals stay on step 3 (a lock says how to lift it: an emailed
 * code, or the app's; `stepUpMethod` until it says), a lost answer offers a safe retry, every
 * other refusal goes to step 4 with the server's reason.
 */
export function useConfirmTransfer(
  flow: TransferFlow,
  initiallyLocked: boolean,
  stepUpMethod: SecondFactorMethod,
) {
  const create = useCreateTransfer();
  const [pinError, setPinError] = useState<string | null>(null);
  const [retryNotice, setRetryNotice] = useState<string | null>(null);
  const [pinLocked, setPinLocked] = useState(initiallyLocked);
  const [unlockMethod, setUnlockMethod] = useState<SecondFactorMethod | null>(null);

  const onPinRefusal = (error: ApiRequestError): boolean => {
    if (error.code === TransfersErrorCode.PIN_INCORRECT) {
      toast({ title: 'Incorrect PIN', description: INCORRECT_PIN_TEXT, severity: 'error' });
      setPinError(error.message || INCORRECT_PIN_TEXT);
    } else if (error.code === TransfersErrorCode.PIN_LOCKED) {
      toast({ title: 'PIN Locked', description: error.message, severity: 'error' });
      const details = PinLockedDetailsSchema.safeParse(error.details);
      setUnlockMethod(details.success ? details.data.unlockMethod : null);
      setPinLocked(true);
    } else if (error.code === TransfersErrorCode.PIN_NOT_SET) {
      toast({ title: 'Set a transfer PIN', description: error.message, severity: 'warning' });
      void reloadUser().catch(() => undefined);
    } else {
      return false;
    }
    flow.settled();
    return true;
  };

  /** Returns true when the PIN field should be cleared. */
  const confirm = async (pin: string): Promise<boolean> => {
    const problem = pinProblem(pin);
    setPinError(problem?.description ?? null);
    if (problem) {
      toast({ ...problem, severity: 'error' });
      return false;
    }
    setRetryNotice(null);
    const request = toRequest(flow.state.draft, pin);
    const result = await create.mutate({ request, idempotencyKey: flow.keyFor(request) });
    if (result.ok) {
      flow.answered(result.data);
      return true;
    }
    if (unanswered(result.error)) {
      setRetryNotice(result.error.message);
      return false;
    }
    if (onPinRefusal(result.error)) return true;
    flow.refused({ message: refusalText(result.error), code: result.error.code });
    return true;
  };

  return {
    confirm,
    isPending: create.isPending,
    pinError,
    retryNotice,
    pinLocked,
    unlockMethod: unlockMethod ?? stepUpMethod,
    unlocked: () => setPinLocked(false),
  };
}
