import { Alert, Box, Button, CircularProgress } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { AccountSummary, SecondFactorMethod } from '@vaultline/contracts';
import { PinField } from '../../../components/pin-field';
import { useConfirmTransfer } from '../hooks/use-confirm-transfer';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { PinUnlockPanel } from './pin-unlock-panel';
import { StepActions, StepFrame } from './step-frame';
import { TransferSummary } from './transfer-summary';

interface ReviewStepProps {
  flow: TransferFlow;
  account: AccountSummary | undefined;
  pinLocked: boolean;
  /** How step-ups are answered (the PIN unlock's code: emailed, or the app's). */
  stepUpMethod: SecondFactorMethod;
  focusHeading: boolean;
}

/** Step 3: the summary, the transfer PIN and Confirm Transfer ("Processing..." only while the request runs). */
export function ReviewStep({
  flow,
  account,
  pinLocked,
  stepUpMethod,
  focusHeading,
}: ReviewStepProps) {
  const [pin, setPin] = useState('');
  const confirm = useConfirmTransfer(flow, pinLocked, stepUpMethod);
  const { draft, recipientCheck } = flow.state;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await confirm.confirm(pin)) setPin('');
  };

  return (
    <StepFrame
      title="Review & Confirm"
      description="Check the details, then confirm with your transfer PIN."
      focusHeading={focusHeading}
    >
      {recipientCheck?.warning ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {recipientCheck.warning}
        </Alert>
      ) : null}
      <TransferSummary draft={draft} account={account} check={recipientCheck} />
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ mt: 3 }}>
        {confirm.pinLocked ? (
          <PinUnlockPanel method={confirm.unlockMethod} onUnlocked={confirm.unlocked} />
        ) : null}
        {confirm.retryNotice ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {`${confirm.retryNotice} We could not confirm whether the transfer was sent. Press Confirm Transfer to try again: it will not be sent twice.`}
          </Alert>
        ) : null}
        <Box sx={{ maxWidth: 240 }}>
          <PinField
            label="Transfer PIN"
            value={pin}
            onChange={setPin}
            error={!!confirm.pinError}
            helperText={confirm.pinError ?? '4 digits'}
            disabled={confirm.isPending || confirm.pinLocked}
          />
        </Box>
        <StepActions>
          <Button onClick={() => flow.go('details')} disabled={confirm.isPending}>
            Back
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={confirm.isPending || confirm.pinLocked}
            startIcon={
              confirm.isPending ? <CircularProgress size={16} color="inherit" /> : undefined
            }
          >
            {confirm.isPending ? 'Processing...' : 'Confirm Transfer'}
          </Button>
        </StepActions>
      </Box>
    </StepFrame>
  );
}
