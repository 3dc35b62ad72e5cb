import { Alert, Box, Card, CardContent, Link, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Adjustment } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { formatDateTime } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { AdjustmentStatusChip } from '../../../components/status-chips';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { useApproveAdjustment } from '../api/approve-adjustment';
import { useRejectAdjustment } from '../api/reject-adjustment';
import { useWithdrawAdjustment } from '../api/withdraw-adjustment';
import { DecisionActions, type DecisionCopy } from './decision-actions';

function movement(adjustment: Adjustment): string {
  const amount = formatUsd(adjustment.amountMinor);
  const account = `${adjustment.accountName} •••• ${adjustment.accountNumberLast4}`;
  return adjustment.direction === 'credit'
    ? `${amount} credited to ${account}`
    : `${amount} debited from ${account}`;
}

interface AdjustmentCardProps {
  adjustment: Adjustment;
  /** The signed-in staff member's id: the maker may only withdraw; nobody decides on their own account. */
  myId: string | null;
  onChanged(): void;
}

const WHY: Record<NonNullable<Adjustment['approvalRule']>, string> = {
  threshold: 'Above the approval threshold',
  staff_daily_total: "Over its maker's daily total of adjustments posted without approval",
};

function decisionCopy(adjustment: Adjustment): DecisionCopy {
  return {
    approveTitle: 'Approve and post this adjustment?',
    approveText:
      `${movement(adjustment)}, dated now. ` +
      'Posted entries are never edited; a mistake is corrected by a reversal.',
    approved: { title: 'Adjustment approved', description: `Posted: ${movement(adjustment)}.` },
    rejectTitle: 'Reject this adjustment?',
    rejectText: `Nothing is posted. ${adjustment.maker.name} and the audit log keep your reason.`,
    rejected: {
      title: 'Adjustment rejected',
      description: 'Nothing was posted. The reason is kept with it.',
    },
    withdrawTitle: 'Withdraw this adjustment?',
    withdrawText:
      'Nothing is posted, and nobody can approve it any more. The audit log keeps that you withdrew it.',
    withdrawn: { title: 'Adjustment withdrawn', description: 'Nothing was posted.' },
  };
}

/** Who, which account, which way, why, and who asked. */
function AdjustmentDetails({ adjustment }: { adjustment: AdjustmentCardProps['adjustment'] }) {
  return (
    <InfoList>
      <InfoRow
        label="Customer"
        value={
          <Link component={RouterLink} to={paths.userDetails(adjustment.customer.id)}>
            {fullName(adjustment.customer)}
          </Link>
        }
      />
      <InfoRow
        label="Account"
        value={`${adjustment.accountName} •••• ${adjustment.accountNumberLast4}`}
      />
      <InfoRow
        label="Direction"
        value={adjustment.direction === 'credit' ? 'Credit (money in)' : 'Debit (money out)'}
      />
      <InfoRow label="Category" value={adjustment.category} />
      {adjustment.approvalRule ? (
        <InfoRow label="Why it waits" value={WHY[adjustment.approvalRule]} wide />
      ) : null}
      {adjustment.description ? (
        <InfoRow label="Description" value={adjustment.description} wide />
      ) : null}
      <InfoRow label="Reason" value={adjustment.reason} wide />
      <InfoRow
        label="Requested by"
        value={`${adjustment.maker.name} · ${formatDateTime(adjustment.createdAt)}`}
        wide
      />
    </InfoList>
  );
}

/** One adjustment waiting for a second staff member: what, for whom, why, by whom; approve, reject or withdraw. */
export function AdjustmentCard({ adjustment, myId, onChanged }: AdjustmentCardProps) {
  const titleId = useId();
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const withdraw = useWithdrawAdjustment();
  const own = adjustment.maker.id === myId;
  const signed = `${adjustment.direction === 'credit' ? '+' : '\u2212'}${formatUsd(adjustment.amountMinor)}`;
  const ownAccount = adjustment.customer.id === myId;
  const barred = ownAccount
    ? 'This adjustment is to your own account: another staff member must decide on it.'
    : null;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography
            id={titleId}
            variant="h6"
            component="h2"
            sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {adjustment.title}
          </Typography>
          <AdjustmentStatusChip status={adjustment.status} />
        </Box>
        <Typography
          variant="h5"
          component="p"
          sx={{
            fontWeight: 700,
            mb: 2,
            color: adjustment.direction === 'credit' ? 'success.main' : 'error.main',
          }}
        >
          {signed}
        </Typography>
        {own ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            You made this adjustment, so another staff member must approve it. You can withdraw it.
          </Alert>
        ) : null}
        <AdjustmentDetails adjustment={adjustment} />
      </CardContent>
      <DecisionActions
        own={own}
        barred={barred}
        copy={decisionCopy(adjustment)}
        approve={() => approve.mutate(adjustment.id)}
        reject={(reason) => reject.mutate({ adjustmentId: adjustment.id, reason })}
        withdraw={() => withdraw.mutate(adjustment.id)}
        onChanged={onChanged}
      />
    </Card>
  );
}
