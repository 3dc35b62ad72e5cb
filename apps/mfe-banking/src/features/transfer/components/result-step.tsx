import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import ScheduleIcon from '@mui/icons-material/Schedule';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { FREQUENCY_LABELS, type TransferResult } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { LinkButton } from '@vaultline/ui';
import { formatDay } from '@vaultline/ui';
import { useTransferLimits } from '../../../api/get-transfer-limits';
import { paths } from '../../../config/paths';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { StepActions, StepFrame } from './step-frame';

interface Outcome {
  title: string;
  text: string;
  icon: ReactNode;
}

function scheduleText(result: TransferResult): string {
  const schedule = result.schedule;
  if (!schedule) return 'Your transfer has been scheduled.';
  const amount = `${formatUsd(schedule.amountMinor)} to ${schedule.recipientName}`;
  if (schedule.frequency === 'once')
    return `${amount} will be sent on ${formatDay(schedule.nextRunOn)}.`;
  const until = schedule.endDate ? ` until ${formatDay(schedule.endDate)}` : '';
  return `${amount} will be sent ${FREQUENCY_LABELS[schedule.frequency].toLowerCase()}, next on ${formatDay(schedule.nextRunOn)}${until}.`;
}

function outcomeOf(result: TransferResult, arrival: string | undefined): Outcome {
  const transfer = result.transfer;
  const sent = transfer
    ? `${formatUsd(transfer.amountMinor)} to ${transfer.recipientName} (•••• ${transfer.recipientAccountLast4})`
    : 'Your money';
  if (result.outcome === 'scheduled') {
    const icon =
      result.schedule?.frequency === 'once' ? (
        <ScheduleIcon color="primary" />
      ) : (
        <EventRepeatIcon color="primary" />
      );
    return { title: 'Transfer Scheduled', text: scheduleText(result), icon };
  }
  if (result.outcome === 'pending') {
    return {
      title: 'Transfer Submitted',
      text: `${sent} is on its way to the other bank.${arrival ? ` It arrives in ${arrival}.` : ''}`,
      icon: <CheckCircleIcon color="success" />,
    };
  }
  return {
    title: 'Transfer Successful',
    text: `${sent} has been sent.`,
    icon: <CheckCircleIcon color="success" />,
  };
}

function Heading({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', '& svg': { fontSize: 48 } }}>
      <Box aria-hidden sx={{ display: 'flex' }}>
        {icon}
      </Box>
      <Typography sx={{ fontSize: 18 }}>{text}</Typography>
    </Stack>
  );
}

function Failed({ flow, focusHeading }: { flow: TransferFlow; focusHeading: boolean }) {
  return (
    <StepFrame title="Transfer Failed" focusHeading={focusHeading}>
      <Heading
        icon={<ErrorIcon color="error" />}
        text={flow.state.failure?.message ?? 'The transfer could not be made.'}
      />
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        No money has left your account. If you think this is a mistake, our support team can help.
      </Typography>
      <StepActions>
        <Button onClick={() => flow.reset()}>Make Another Transfer</Button>
        <LinkButton to={paths.support} variant="contained" color="error">
          Contact Support Now
        </LinkButton>
      </StepActions>
    </StepFrame>
  );
}

/** Step 4: the true outcome — sent, on its way, scheduled, or the server's reason it failed. */
export function ResultStep({ flow, focusHeading }: { flow: TransferFlow; focusHeading: boolean }) {
  const { result, failure } = flow.state;
  const arrival = useTransferLimits().data?.externalArrival;
  if (failure || !result) return <Failed flow={flow} focusHeading={focusHeading} />;
  const outcome = outcomeOf(result, arrival);
  return (
    <StepFrame title={outcome.title} focusHeading={focusHeading}>
      <Heading icon={outcome.icon} text={outcome.text} />
      {result.warnings.map((warning) => (
        <Alert key={warning} severity="warning" sx={{ mt: 2 }}>
          {warning}
        </Alert>
      ))}
      <StepActions>
        {result.outcome === 'scheduled' ? (
          <LinkButton to={paths.recurring}>View Scheduled Transfers</LinkButton>
        ) : null}
        <LinkButton to={paths.dashboard}>Go to Dashboard</LinkButton>
        <Button variant="contained" onClick={() => flow.reset()}>
          Make Another Transfer
        </Button>
      </StepActions>
    </StepFrame>
  );
}
