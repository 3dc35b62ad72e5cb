import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, Card, CardActions, CardContent, DialogContentText, Link, Typography } from '@mui/material';
import { AdminErrorCode, DecisionRequestSchema, type Adjustment } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast, type ApiRequestError } from '@vaultline/session';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog, toastFailure } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { ReasonDialog } from '../../../components/reason-dialog';
import { AdjustmentStatusChip } from '../../../components/status-chips';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/format';
import { useApproveAdjustment } from '../api/approve-adjustment';
import { useRejectAdjustment } from '../api/reject-adjustment';

function movement(adjustment: Adjustment): string {
  const amount = formatUsd(adjustment.amountMinor);
  const account = `${adjustment.accountName} •••• ${adjustment.accountNumberLast4}`;
  return adjustment.direction === 'credit' ? `${amount} credited to ${account}` : `${amount} debited from ${account}`;
}

interface AdjustmentCardProps {
  adjustment: Adjustment;
  /** The signed-in staff member made it: someone else must approve it. */
  own: boolean;
  onChanged(): void;
}

/** One adjustment waiting for a second staff member: what, for whom, why, by whom; approve or reject with a reason. */
export function AdjustmentCard({ adjustment, own, onChanged }: AdjustmentCardProps) {
  const titleId = useId();
  const approve = useApproveAdjustment();
  const reject = useRejectAdjustment();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = approve.isPending || reject.isPending;
  const signed = `${adjustment.direction === 'credit' ? '+' : '\u2212'}${formatUsd(adjustment.amountMinor)}`;

  const failed = (error: ApiRequestError, title: string) => {
    if (error.code === AdminErrorCode.OWN_APPROVAL) {
      setRefusal(error.message);
      toast({ title: 'Approval refused', description: error.message, severity: 'error' });
      return;
    }
    if (error.code === AdminErrorCode.NOT_PENDING) {
      toast({ title: 'Already decided', description: error.message, severity: 'warning' });
      onChanged();
      return;
    }
    toastFailure(title, error);
  };

  const doApprove = async () => {
    const result = await approve.mutate(adjustment.id);
    setApproving(false);
    if (!result.ok) return failed(result.error, 'Approval failed');
    toast({ title: 'Adjustment approved', description: `Posted: ${movement(result.data)}.`, severity: 'success' });
    onChanged();
  };

  const doReject = async (reason: string) => {
    const result = await reject.mutate({ adjustmentId: adjustment.id, reason });
    setRejecting(false);
    if (!result.ok) return failed(result.error, 'Rejection failed');
    toast({ title: 'Adjustment rejected', description: 'Nothing was posted. The reason is kept with it.', severity: 'success' });
    onChanged();
  };

  return (
    <Card component="article" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 1 }}>
          <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {adjustment.title}
          </Typography>
          <AdjustmentStatusChip status={adjustment.status} />
        </Box>
        <Typography
          variant="h5"
          component="p"
          sx={{ fontWeight: 700, mb: 2, color: adjustment.direction === 'credit' ? 'success.main' : 'error.main' }}
        >
          {signed}
        </Typography>
        {own ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            You made this adjustment, so another staff member must approve it.
          </Alert>
        ) : null}
        {refusal ? (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {refusal}
          </Alert>
        ) : null}
        <InfoList>
          <InfoRow
            label="Customer"
            value={
              <Link component={RouterLink} to={paths.userDetails(adjustment.customer.id)}>
                {fullName(adjustment.customer)}
              </Link>
            }
          />
          <InfoRow label="Account" value={`${adjustment.accountName} •••• ${adjustment.accountNumberLast4}`} />
          <InfoRow label="Direction" value={adjustment.direction === 'credit' ? 'Credit (money in)' : 'Debit (money out)'} />
          <InfoRow label="Category" value={adjustment.category} />
          {adjustment.description ? <InfoRow label="Description" value={adjustment.description} wide /> : null}
          <InfoRow label="Reason" value={adjustment.reason} wide />
          <InfoRow label="Requested by" value={`${adjustment.maker.name} · ${formatDateTime(adjustment.createdAt)}`} wide />
        </InfoList>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={busy || own} onClick={() => setApproving(true)}>
          Approve
        </Button>
        <Button variant="outlined" color="error" startIcon={<CloseIcon />} disabled={busy} onClick={() => setRejecting(true)}>
          Reject
        </Button>
      </CardActions>
      <ConfirmDialog
        open={approving}
        title="Approve and post this adjustment?"
        confirmLabel="Approve"
        pending={approve.isPending}
        onConfirm={() => void doApprove()}
        onClose={() => setApproving(false)}
      >
        <DialogContentText>{`${movement(adjustment)}, dated now. Posted entries are never edited; a mistake is corrected by a reversal.`}</DialogContentText>
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting}
        title="Reject this adjustment?"
        confirmLabel="Reject"
        destructive
        schema={DecisionRequestSchema}
        maxLength={500}
        pending={reject.isPending}
        onConfirm={(reason) => void doReject(reason)}
        onClose={() => setRejecting(false)}
      >
        <DialogContentText>{`Nothing is posted. ${adjustment.maker.name} and the audit log keep your reason.`}</DialogContentText>
      </ReasonDialog>
    </Card>
  );
}
