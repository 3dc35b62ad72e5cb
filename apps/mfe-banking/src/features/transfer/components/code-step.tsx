import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import type { SecondFactorMethod } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { CodeInput } from '@vaultline/ui';
import { CODE_LENGTH } from '../../../config/constants';
import { STEP_UP_CODE_LABEL } from '../../../lib/step-up';
import { useCodeStep } from '../hooks/use-code-step';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { StepActions, StepFrame } from './step-frame';

function intro(flow: TransferFlow): string {
  const { result } = flow.state;
  const amountMinor = result?.transfer?.amountMinor ?? result?.schedule?.amountMinor;
  const what =
    amountMinor === undefined ? 'this transfer' : `the transfer of ${formatUsd(amountMinor)}`;
  if (result?.codeMethod === 'totp')
    return `For your security, enter the 6-digit code your authenticator app shows now for Vaultline to confirm ${what}. We email no code. This check ends after 5 minutes.`;
  const where = result?.codeSentTo ? `to ${result.codeSentTo}` : 'to your email address';
  return `For your security we emailed a 6-digit code ${where}. Enter it to confirm ${what}. The code expires after 5 minutes.`;
}

/** Why the code can no longer work, and what helps: a new code (email), or a new check (app). */
function SpentNotice({ method }: { method: SecondFactorMethod }) {
  return (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {method === 'email'
        ? 'That code was tried too often and no longer works. Resend the code to get a new one, or cancel the transfer: the reserved money is released either way if you do nothing.'
        : 'This check can no longer be completed: the code was tried too often, or 5 minutes have passed. Start it again, then enter the code your app shows now; or cancel the transfer: the reserved money is released either way if you do nothing.'}
    </Alert>
  );
}

/** Below the boxes: a new emailed code (email), or after a spent check a new one (app). */
function NewCodeLine({ step }: { step: ReturnType<typeof useCodeStep> }) {
  if (step.method === 'totp')
    return step.spent ? (
      <Button onClick={() => void step.sendAgain()} disabled={step.busy} sx={{ mt: 2 }}>
        Start again
      </Button>
    ) : null;
  return (
    <Typography variant="body2" sx={{ mt: 2 }}>
      {"Didn't get it? "}
      <Button size="small" onClick={() => void step.sendAgain()} disabled={step.busy}>
        Resend code
      </Button>
    </Typography>
  );
}

/**
 * Step 5: the step-up code, emailed or from the authenticator app (six boxes; Verify once all six
 * are filled), with what the API warned about (a name that does not match the number).
 */
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
        {flow.state.result?.warnings.map((warning) => (
          <Alert key={warning} severity="warning" sx={{ mb: 2 }}>
            {warning}
          </Alert>
        ))}
        {step.spent ? <SpentNotice method={step.method} /> : null}
        <Box sx={{ display: 'flex', justifyContent: { xs: 'center', sm: 'flex-start' } }}>
          <CodeInput
            key={step.round}
            label={step.method === 'totp' ? STEP_UP_CODE_LABEL.totp : 'Verification code'}
            onChange={setCode}
            disabled={step.busy || step.spent}
            autoFocus={!focusHeading}
          />
        </Box>
        <NewCodeLine step={step} />
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
