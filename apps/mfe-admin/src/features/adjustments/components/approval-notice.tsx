import { Alert, Button } from '@mui/material';
import type { BankSettings } from '@vaultline/contracts';
import type { Query } from '@vaultline/data-access';
import { formatUsd } from '@vaultline/money';

/** True when an adjustment of this size waits for a second staff member (the server has the last word). */
export function needsApproval(
  amountMinor: number | null,
  thresholdMinor: number | undefined,
): boolean {
  return amountMinor !== null && thresholdMinor !== undefined && amountMinor > thresholdMinor;
}

/** Says, before submitting, whether the adjustment posts now or waits for a second approver. */
export function ApprovalNotice({
  amountMinor,
  settings,
}: {
  amountMinor: number | null;
  settings: Query<BankSettings>;
}) {
  if (settings.error) {
    return (
      <Alert
        severity="info"
        action={
          <Button color="inherit" size="small" onClick={settings.refetch}>
            Retry
          </Button>
        }
      >
        We couldn&apos;t load the approval threshold. Large adjustments wait for a second staff
        member; the bank decides when you submit.
      </Alert>
    );
  }
  const threshold = settings.data?.adjustmentApprovalThresholdMinor;
  if (threshold === undefined || !settings.data) return null;
  const limit = formatUsd(threshold);
  const daily = formatUsd(settings.data.staffDailyAdjustmentLimitMinor);
  if (amountMinor === null) {
    return (
      <Alert severity="info">
        {`Adjustments up to ${limit} post at once while your adjustments posted today stay within ${daily}. ` +
          'Others wait for a second staff member to approve them.'}
      </Alert>
    );
  }
  if (needsApproval(amountMinor, threshold)) {
    return (
      <Alert severity="warning">
        {`Above the approval threshold of ${limit}: this adjustment will wait for a second staff member to approve it, and posts only then.`}
      </Alert>
    );
  }
  return (
    <Alert severity="success">
      {`Within the approval threshold of ${limit}: this adjustment posts immediately, ` +
        `unless it takes your adjustments posted today over ${daily}; then it waits for a second staff member.`}
    </Alert>
  );
}
