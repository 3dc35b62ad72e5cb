import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { formatUsd } from '@vaultline/money';
import { useState, type FormEvent } from 'react';
import { CodeInput } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';
import { useCodeStep } from '../hooks/use-code-step';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { StepActions, StepFrame } from './step-frame';

function intro(flow: TransferFlow): string {
  const { result } = flow.state;
  const where = result?.codeSentTo ? `to ${result.codeSentTo}` : 'to your email address';
  const amountMinor = result?.transfer?.amountMinor ?? result?.schedule?.amountMinor;
  const what =
    amountMinor === undefined ? 'this transfer' : `the transfer of ${formatUsd(amountMinor)}`;
  return `For your security we emailed a 6-digit code ${where}. Enter it to confirm ${what}. The code expires after 5 minutes.`;
}

/** Step 5: the step-up code the API emailed (six boxes; Verify once all six are filled). */
export function CodeStep({ flow, focusHeading }: { flow: TransferFlow; focusHeading: boolean }) {
  const step = useCodeStep(flow);
  // The boxes clear after a wrong code or a resend (a new round); so does the code typed.
  const [typed, setTyped] = useState({ round: step.round, code: '' });
  const code = typed.round === step.round ? typed.code : '';
  const setCode = (next: string) => setTyped({ round: step.round, code: next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void step.verify(code);
  };

  return (
    <StepFrame title="Transfer Verification" description={intro(flow)} focusHeading={focusHeading}>
      <Box component="form" noValidate onSubmit={submit}>
        {step.spent ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            That code was tried too often and no longer works. Resend the code to get a new one, or
            cancel the transfer: the reserved money is released either way if you do nothing.
          </Alert>
        ) : null}
        <Box sx={{ display: 'flex', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
          <CodeInput
            key={step.round}
            label="Verification code"
            onChange={setCode}
            disabled={step.busy || step.spent}
            autoFocus={!focusHeading}
          />
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>
          {"Didn't get it? "}
          <Button size="small" onClick={() => void step.sendAgain()} disabled={step.busy}>
            Resend code
          </Button>
        </Typography>
        <StepActions>
          <Button color="error" onClick={() => void step.cancel()} disabled={step.busy}>
            Cancel Transfer
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={code.length !== CODE_LENGTH || step.busy || step.spent}
            startIcon={step.verifying ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {step.verifying ? 'Verifying...' : 'Verify'}
          </Button>
        </StepActions>
      </Box>
    </StepFrame>
  );
}
