import { Alert, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { AuthErrorCode, type SecondFactorMethod, type TransferDetail } from '@vaultline/contracts';
import { queryClient } from '@vaultline/data-access';
import { toast } from '@vaultline/session';
import { CodeInput, SectionCard, toastFailure } from '@vaultline/ui';
import { useTransferLimits } from '../../../api/get-transfer-limits';
import { CODE_LENGTH } from '../../../config/constants';
import { toastRefusal } from '../../../lib/refusals';
import { STEP_UP_CODE_LABEL } from '../../../lib/step-up';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useResendTransferCode } from '../api/resend-transfer-code';
import { useVerifyTransfer } from '../api/verify-transfer';

/** Answers about the code itself: the boxes clear for another try; anything else ended the transfer. */
const CODE_ANSWERS: string[] = [
  AuthErrorCode.CODE_INVALID,
  AuthErrorCode.CODE_EXPIRED,
  AuthErrorCode.CODE_ATTEMPTS_EXCEEDED,
  AuthErrorCode.CODE_REUSED,
];

/** Whether the code or check can no longer work: only a new code (email) or check (app) helps. */
function spentBy(code: string, method: SecondFactorMethod): boolean {
  if (code === AuthErrorCode.CODE_ATTEMPTS_EXCEEDED) return true;
  return method === 'totp' && code === AuthErrorCode.CODE_EXPIRED;
}

/** Verify, a new code (or check), or cancel; every success refreshes the page's transfer (shared cache). */
function useAwaitingCode(transfer: TransferDetail, method: SecondFactorMethod) {
  const verify = useVerifyTransfer();
  const resend = useResendTransferCode();
  const cancel = useCancelTransfer();
  const [round, setRound] = useState(0);
  const [spent, setSpent] = useState(false);
  const newRound = () => setRound((current) => current + 1);
  return {
    round,
    spent,
    busy: verify.isPending || resend.isPending || cancel.isPending,
    async verify(code: string) {
      const result = await verify.mutate({ transferId: transfer.id, code });
      if (result.ok) return toast({ title: 'Transfer confirmed', severity: 'success' });
      if (spentBy(result.error.code, method)) setSpent(true);
      // A refusal after the code (no account with this number) ended the transfer: show how it stands.
      if (!CODE_ANSWERS.includes(result.error.code)) void queryClient.invalidateQueries();
      toastRefusal('Failed!', result.error);
      newRound();
    },
    async resend() {
      const result = await resend.mutate(transfer.id);
      if (!result.ok) return toastFailure('Failed!', result.error);
      setSpent(false);
      newRound();
      const title = method === 'email' ? 'Code sent' : 'Check started again';
      toast({ title, description: result.data.message, severity: 'success' });
    },
    async cancel() {
      const result = await cancel.mutate(transfer.id);
      if (!result.ok) return toastFailure('Failed!', result.error);
      toast({
        title: 'Transfer Cancelled',
        description: 'The money is back.',
        severity: 'success',
      });
    },
  };
}

function panelText(method: SecondFactorMethod, spent: boolean): string {
  if (method === 'totp')
    return spent
      ? 'This check can no longer be completed. Start it again, then enter the code your authenticator app shows now; or cancel the transfer.'
      : 'Enter the 6-digit code your authenticator app shows now. The money stays reserved until then.';
  return spent
    ? 'That code was tried too often. Send a new code, or cancel the transfer.'
    : 'Enter the 6-digit code we emailed you. The money stays reserved until then.';
}

/**
 * A transfer still waiting for its code: finish it here (the code we emailed, or the authenticator
 * app's), get a new code (or with the app a new check once this one has ended), or cancel it.
 */
export function AwaitingCodePanel({ transfer }: { transfer: TransferDetail }) {
  const method = useTransferLimits().data?.stepUpMethod ?? 'email';
  const step = useAwaitingCode(transfer, method);
  const [code, setCode] = useState({ round: 0, value: '' });
  const typed = code.round === step.round ? code.value : '';
  const offerNew = method === 'email' || step.spent;
  return (
    <SectionCard title="Confirm this transfer" sx={{ mb: 3 }}>
      <Alert severity={step.spent ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {panelText(method, step.spent)}
      </Alert>
      <CodeInput
        key={step.round}
        label={method === 'totp' ? STEP_UP_CODE_LABEL.totp : 'Verification code'}
        onChange={(value) => setCode({ round: step.round, value })}
        disabled={step.busy || step.spent}
      />
      <Stack direction="row" sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          onClick={() => void step.verify(typed)}
          disabled={typed.length !== CODE_LENGTH || step.busy || step.spent}
        >
          Verify
        </Button>
        {offerNew ? (
          <Button onClick={() => void step.resend()} disabled={step.busy}>
            {method === 'email' ? 'Send a new code' : 'Start again'}
          </Button>
        ) : null}
        <Button color="error" onClick={() => void step.cancel()} disabled={step.busy}>
          Cancel Transfer
        </Button>
      </Stack>
    </SectionCard>
  );
}
