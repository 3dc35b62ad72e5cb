import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import { Box, Button, Stack, Typography } from '@mui/material';
import { formatUsd } from '@vaultline/money';
import { LinkButton } from '@vaultline/ui';
import { paths } from '../../../config/paths';
import type { TransferFlow } from '../hooks/use-transfer-flow';
import { StepActions, StepFrame } from './step-frame';

interface UnderReviewStepProps {
  flow: TransferFlow;
  /** The bank-wide review time from the limits, if the answer did not carry one. */
  fallbackReviewTime: string | undefined;
  focusHeading: boolean;
}

/** Step 6: the transfer is held for review; the money is reserved meanwhile. */
export function UnderReviewStep({ flow, fallbackReviewTime, focusHeading }: UnderReviewStepProps) {
  const { result } = flow.state;
  const reviewTime = result?.reviewTime ?? fallbackReviewTime;
  const transfer = result?.transfer;
  return (
    <StepFrame title="Transaction Under Review" focusHeading={focusHeading}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box aria-hidden sx={{ display: 'flex', color: 'warning.main', '& svg': { fontSize: 48 } }}>
          <HourglassTopIcon />
        </Box>
        <Box>
          <Typography sx={{ fontSize: 18 }}>
            {transfer
              ? `Your transfer of ${formatUsd(transfer.amountMinor)} to ${transfer.recipientName} is being reviewed by our team.`
              : 'Your transfer is being reviewed by our team.'}
          </Typography>
          {reviewTime ? (
            <Typography
              sx={{ mt: 1, fontWeight: 600 }}
            >{`Reviews usually take ${reviewTime}.`}</Typography>
          ) : null}
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            The money is reserved in your account until the review is finished. We tell you the
            decision in your notifications (and by email, unless you turned email notices off), and
            you can follow it in your transaction history.
          </Typography>
        </Box>
      </Stack>
      <StepActions>
        <Button onClick={() => flow.reset()}>Make Another Transfer</Button>
        <LinkButton to={paths.dashboard} variant="contained">
          Return to Dashboard
        </LinkButton>
      </StepActions>
    </StepFrame>
  );
}
