import { useState } from 'react';
import {
  AuthErrorCode,
  type SecondFactorMethod,
  VerifyTransferCodeRequestSchema,
  type TransferResult,
} from '@vaultline/contracts';
import type { ApiRequestError } from '@vaultline/session';
import { NETWORK_ERROR_CODE, toast } from '@vaultline/session';
import { toastFailure } from '@vaultline/ui';
import { useCancelSchedule } from '../../../api/cancel-schedule';
import { useResendScheduleCode } from '../../../api/resend-schedule-code';
import { useVerifySchedule } from '../../../api/verify-schedule';
import { refusalText } from '../../../lib/refusals';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useResendTransferCode } from '../api/resend-transfer-code';
import { useVerifyTransfer } from '../api/verify-transfer';
import type { TransferFlow } from './use-transfer-flow';

/** What the code confirms: a transfer, or a new schedule (scheduled or recurring). */
export type CodeTarget = { kind: 'transfer'; id: string } | { kind: 'schedule'; id: string } | null;

export function codeTarget(result: TransferResult | null): CodeTarget {
  if (result?.transfer) return { kind: 'transfer', id: result.transfer.id };
  if (result?.schedule) return { kind: 'schedule', id: result.schedule.id };
  return null;
}

/**
 * A wrong, expired or (app) already used code lets the customer try again; so does a code tried
 * too often, once a new step-up is open (Resend, or with the app Start again). Anything else ends
 * the attempt.
 */
const RETRYABLE = new Set<string>([
  AuthErrorCode.CODE_INVALID,
  AuthErrorCode.CODE_EXPIRED,
  AuthErrorCode.CODE_ATTEMPTS_EXCEEDED,
  AuthErrorCode.CODE_REUSED,
  NETWORK_ERROR_CODE,
]);

const CANCELLED = {
  title: 'Transfer Cancelled',
  description: 'Nothing was sent. Any reserved money is available again.',
  severity: 'info' as const,
};

/** Codes that can no longer work: only a new step-up helps (with the app: a new check). */
function spentBy(error: ApiRequestError, method: SecondFactorMethod): boolean {
  if (error.code === AuthErrorCode.CODE_ATTEMPTS_EXCEEDED) return true;
  return method === 'totp' && error.code === AuthErrorCode.CODE_EXPIRED;
}

function toastCodeError(error: ApiRequestError, method: SecondFactorMethod): void {
  if (error.code === AuthErrorCode.CODE_INVALID && method === 'email') {
    toast({
      title: 'Failed!',
      description: `Invalid Transfer Validation OTP Code. ${error.message}`,
      severity: 'error',
    });
  } else {
    toastFailure('Failed!', error);
  }
}

type Target = NonNullable<CodeTarget>;

/** The API calls of the code step, for a transfer or a schedule alike. */
function useCodeCalls() {
  const verifyTransfer = useVerifyTransfer();
  const verifySchedule = useVerifySchedule();
  const resendTransfer = useResendTransferCode();
  const resendSchedule = useResendScheduleCode();
  const cancelTransfer = useCancelTransfer();
  const cancelSchedule = useCancelSchedule();
  const verifying = verifyTransfer.isPending || verifySchedule.isPending;
  return {
    verify: (target: Target, code: string) =>
      target.kind === 'transfer'
        ? verifyTransfer.mutate({ transferId: target.id, code })
        : verifySchedule.mutate({ scheduleId: target.id, code }),
    resend: (target: Target) =>
      target.kind === 'transfer'
        ? resendTransfer.mutate(target.id)
        : resendSchedule.mutate(target.id),
    cancel: (target: Target) =>
      target.kind === 'transfer'
        ? cancelTransfer.mutate(target.id)
        : cancelSchedule.mutate(target.id),
    verifying,
    busy:
      verifying ||
      resendTransfer.isPending ||
      resendSchedule.isPending ||
      cancelTransfer.isPending ||
      cancelSchedule.isPending,
  };
}

/**
 * Step 5: verify the step-up code (emailed, or the authenticator app's), start a new step-up (a
 * new code emailed, or with the app a new check), or cancel the transfer.
 */
export function useCodeStep(flow: TransferFlow) {
  const target = codeTarget(flow.state.result);
  const method: SecondFactorMethod = flow.state.result?.codeMethod ?? 'email';
  const calls = useCodeCalls();
  const [round, setRound] = useState(0);
  // The code can no longer work (tried too often): only a new one helps.
  const [spent, setSpent] = useState(false);

  const verify = async (code: string) => {
    if (!target) return;
    if (!VerifyTransferCodeRequestSchema.safeParse({ code }).success) {
      toast({
        title: 'Failed!',
        description: 'Please enter a valid 6-digit OTP.',
        severity: 'error',
      });
      return;
    }
    const result = await calls.verify(target, code);
    if (result.ok) return flow.answered(result.data);
    if (!RETRYABLE.has(result.error.code))
      return flow.refused({ message: refusalText(result.error), code: result.error.code });
    if (spentBy(result.error, method)) setSpent(true);
    toastCodeError(result.error, method);
    setRound((current) => current + 1);
  };

  const sendAgain = async () => {
    if (!target) return;
    const result = await calls.resend(target);
    if (result.ok) {
      setSpent(false);
      toast(
        method === 'email'
          ? {
              title: 'Code sent',
              description: 'We emailed you a new code. The previous one no longer works.',
              severity: 'success',
            }
          : { title: 'Check started again', description: result.data.message, severity: 'info' },
      );
    } else toastFailure('Failed!', result.error);
    setRound((current) => current + 1);
  };

  const cancel = async () => {
    if (!target) return;
    const result = await calls.cancel(target);
    if (!result.ok) return toastFailure('Failed!', result.error);
    toast(CANCELLED);
    flow.reset();
  };

  const { busy, verifying } = calls;
  return { target, method, round, spent, verify, sendAgain, cancel, busy, verifying };
}
