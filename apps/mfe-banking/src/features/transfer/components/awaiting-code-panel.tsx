import { Alert, Button, Stack } from '@mui/material';
import { AuthErrorCode, type TransferDetail } from '@vaultline/contracts';
import { toast } from '@vaultline/session';
import { CodeInput, SectionCard, toastFailure } from '@vaultline/ui';
import { useState } from 'react';
import { CODE_LENGTH } from '../../../config/constants';
import { useCancelTransfer } from '../api/cancel-transfer';
import { useResendTransferCode } from '../api/resend-transfer-code';
import { useVerifyTransfer } from '../api/verify-transfer';

/** Verify, send a new code, or cancel; every success refreshes the page's transfer (shared cache). */
function useAwaitingCode(transfer: TransferDetail) {
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
      if (result.error.code === AuthErrorCode.CODE_ATTEMPTS_EXCEEDED) setSpent(true);
      toastFailure('Failed!', result.error);
      newRound();
    },
    async resend() {
      const result = await resend.mutate(transfer.id);
      if (!result.ok) return toastFailure('Failed!', result.error);
      setSpent(false);
      newRound();
      toast({ title: 'Code sent', description: 'We emailed you a new code.', severity: 'success' });
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

/** A transfer still waiting for its emailed code: finish it here, get a new code, or cancel it. */
export function AwaitingCodePanel({ transfer }: { transfer: TransferDetail }) {
  const step = useAwaitingCode(transfer);
  const [code, setCode] = useState({ round: 0, value: '' });
  const typed = code.round === step.round ? code.value : '';
  return (
    <SectionCard title="Confirm this transfer" sx={{ mb: 3 }}>
      <Alert severity={step.spent ? 'warning' : 'info'} sx={{ mb: 2 }}>
        {step.spent
          ? 'That code was tried too often. Send a new code, or cancel the transfer.'
          : 'Enter the 6-digit code we emailed you. The money stays reserved until then.'}
      </Alert>
      <CodeInput
        key={step.round}
        label="Verification code"
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
        <Button onClick={() => void step.resend()} disabled={step.busy}>
          Send a new code
        </Button>
        <Button color="error" onClick={() => void step.cancel()} disabled={step.busy}>
          Cancel Transfer
        </Button>
      </Stack>
    </SectionCard>
  );
}
