import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import type { Adjustment } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { LinkButton } from '@vaultline/ui';
import { paths } from '../../../config/paths';

/** The page the form was opened from, for the way back after posting. */
export interface AdjustmentBack {
  to: string;
  label: string;
}

function what(adjustment: Adjustment): string {
  const amount = formatUsd(adjustment.amountMinor);
  const account = `${adjustment.accountName} (•••• ${adjustment.accountNumberLast4})`;
  return adjustment.direction === 'credit'
    ? `${amount} credited to ${account}`
    : `${amount} debited from ${account}`;
}

const WHY_IT_WAITS: Record<NonNullable<Adjustment['approvalRule']>, string> = {
  threshold: 'it is above the approval threshold, so ',
  staff_daily_total:
    'it would take your adjustments posted today without approval over your daily total, so ',
};

/** What happened to a submitted adjustment: posted now, or waiting for a second staff member (and why). */
export function AdjustmentResult({
  adjustment,
  back,
  onAnother,
}: {
  adjustment: Adjustment;
  /** Where the staff member came from (the user's or the account's details). */
  back: AdjustmentBack;
  onAnother(): void;
}) {
  const pending = adjustment.status === 'pending';
  return (
    <Stack spacing={2}>
      <Alert severity={pending ? 'warning' : 'success'} role="status">
        <AlertTitle>{pending ? 'Waiting for a second approval' : 'Adjustment posted'}</AlertTitle>
        {pending
          ? `${what(adjustment)} is waiting: ${adjustment.approvalRule ? WHY_IT_WAITS[adjustment.approvalRule] : ''}` +
            'another staff member must approve it in Approvals before it posts. Nothing has moved yet.'
          : `${what(adjustment)}, dated now.`}
      </Alert>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <LinkButton to={back.to} variant="contained">
          {back.label}
        </LinkButton>
        {pending ? (
          <LinkButton to={paths.approvals} variant="outlined">
            Go to Approvals
          </LinkButton>
        ) : null}
        <Button onClick={onAnother}>Post another adjustment</Button>
      </Stack>
    </Stack>
  );
}
