import { Step, StepLabel, Stepper } from '@mui/material';
import type { TransferStep } from '../hooks/use-transfer-flow';

const INDEX: Record<TransferStep, number> = {
  accounts: 0,
  details: 1,
  review: 2,
  code: 3,
  'under-review': 3,
  result: 3,
};

function lastLabel(step: TransferStep): string {
  if (step === 'code') return 'Verification';
  if (step === 'under-review') return 'Under Review';
  return 'Result';
}

/** Where the customer is: Select Accounts, Transfer Details, Review & Confirm, then the outcome. */
export function TransferStepper({ step, failed }: { step: TransferStep; failed: boolean }) {
  const done = step === 'result' && !failed;
  const labels = ['Select Accounts', 'Transfer Details', 'Review & Confirm', lastLabel(step)];
  return (
    <Stepper
      activeStep={done ? labels.length : INDEX[step]}
      alternativeLabel
      aria-label="Transfer progress"
      sx={{ mb: 4 }}
    >
      {labels.map((label, index) => (
        <Step key={label}>
          <StepLabel
            error={failed && index === 3}
            sx={{ '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}
          >
            {label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
