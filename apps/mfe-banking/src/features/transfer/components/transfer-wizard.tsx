import { Card, CardContent } from '@mui/material';
import type { AccountSummary, TransferLimits } from '@vaultline/contracts';
import { useTransferFlow, type TransferFlow } from '../hooks/use-transfer-flow';
import { CodeStep } from './code-step';
import { ResultStep } from './result-step';
import { ReviewStep } from './review-step';
import { SelectAccountsStep } from './select-accounts-step';
import { TransferDetailsStep } from './transfer-details-step';
import { TransferStepper } from './transfer-stepper';
import { UnderReviewStep } from './under-review-step';

interface WizardProps {
  accounts: AccountSummary[];
  limits: TransferLimits | undefined;
  initialFromAccountId: string;
}

function CurrentStep({
  flow,
  accounts,
  limits,
}: { flow: TransferFlow } & Omit<WizardProps, 'initialFromAccountId'>) {
  const { step, draft, round } = flow.state;
  const account = accounts.find((candidate) => candidate.id === draft.fromAccountId);
  // The first step of a fresh page keeps focus where it is; every later step takes it.
  const focusHeading = step !== 'accounts' || round > 0;
  switch (step) {
    case 'accounts':
      return (
        <SelectAccountsStep
          key={round}
          flow={flow}
          accounts={accounts}
          focusHeading={focusHeading}
        />
      );
    case 'details':
      return <TransferDetailsStep flow={flow} account={account} limits={limits} focusHeading />;
    case 'review':
      return (
        <ReviewStep
          flow={flow}
          account={account}
          pinLocked={limits?.pinLocked ?? false}
          stepUpMethod={limits?.stepUpMethod ?? 'email'}
          focusHeading
        />
      );
    case 'code':
      return <CodeStep flow={flow} focusHeading />;
    case 'under-review':
      return <UnderReviewStep flow={flow} fallbackReviewTime={limits?.reviewTime} focusHeading />;
    case 'result':
      return <ResultStep flow={flow} focusHeading />;
  }
}

/** The 6-step transfer: stepper on top, the current step below. */
export function TransferWizard({ accounts, limits, initialFromAccountId }: WizardProps) {
  const flow = useTransferFlow(initialFromAccountId);
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
        <TransferStepper
          step={flow.state.step}
          failed={flow.state.step === 'result' && flow.state.failure !== null}
        />
        <CurrentStep flow={flow} accounts={accounts} limits={limits} />
      </CardContent>
    </Card>
  );
}
