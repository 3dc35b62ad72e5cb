import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Chip,
  DialogContentText,
  Link,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  RejectTransferRequestSchema,
  TransfersErrorCode,
  type ReviewItem,
} from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast, type ApiRequestError } from '@vaultline/session';
import { ConfirmDialog, toastFailure } from '@vaultline/ui';
import { formatDateTime } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { ReasonDialog } from '../../../components/reason-dialog';
import { fullName } from '../../../components/user-avatar';
import { paths } from '../../../config/paths';
import { formatAge } from '../../../lib/format';
import { useApproveTransfer } from '../api/approve-transfer';
import { useRejectTransfer } from '../api/reject-transfer';

/** Someone else decided first: say so and show the queue as it is now. */
function failed(error: ApiRequestError, title: string, onChanged: () => void) {
  if (
    error.code === TransfersErrorCode.NOT_UNDER_REVIEW ||
    error.code === TransfersErrorCode.NOT_FOUND
  ) {
    toast({ title: 'Already decided', description: error.message, severity: 'warning' });
    onChanged();
    return;
  }
  toastFailure(title, error);
}

/** The customer, the source account, the recipient and when it was asked. */
function ReviewDetails({ item }: { item: ReviewItem }) {
  const { transfer, customer } = item;
  const name = fullName(customer);
  return (
    <InfoList>
      <InfoRow
        label="Customer"
        value={
          <>
            <Link component={RouterLink} to={paths.userDetails(customer.id)}>
              {name}
            </Link>
            <Typography
              component="span"
              variant="body2"
              color="text.secondary"
              sx={{ display: 'block', overflowWrap: 'anywhere' }}
            >
              {customer.email}
            </Typography>
          </>
        }
      />
      <InfoRow label="From" value={transfer.fromAccountName} />
      <InfoRow
        label="Recipient"
        value={`${transfer.recipientName} •••• ${transfer.recipientAccountLast4} (routing ${transfer.recipientRoutingNumber}, ${transfer.kind === 'internal' ? 'Vaultline account' : 'another bank'})`}
      />
      <InfoRow label="Requested" value={formatDateTime(transfer.createdAt)} />
      {transfer.description ? (
        <InfoRow label="Description" value={transfer.description} wide />
      ) : null}
    </InfoList>
  );
}

/** Approve or reject. */
function ReviewButtons({
  busy,
  onApprove,
  onReject,
}: {
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}) {
  return (
    <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
      <Button
        variant="contained"
        color="success"
        startIcon={<CheckIcon />}
        disabled={busy}
        onClick={onApprove}
      >
        Approve
      </Button>
      <Button
        variant="outlined"
        color="error"
        startIcon={<CloseIcon />}
        disabled={busy}
        onClick={onReject}
      >
        Reject
      </Button>
    </CardActions>
  );
}

/** Approving or rejecting the transfer, with the toasts that say what happened. */
function useReviewDecision(item: ReviewItem, onChanged: () => void) {
  const { transfer, customer } = item;
  const approve = useApproveTransfer();
  const reject = useRejectTransfer();
  const [approving, setApproving] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const amount = formatUsd(transfer.amountMinor);
  const name = fullName(customer);

  const doApprove = async () => {
    const result = await approve.mutate(transfer.id);
    setApproving(false);
    if (!result.ok) return failed(result.error, 'Approval failed', onChanged);
    toast({
      title: 'Transfer approved',
      description: `${amount} to ${transfer.recipientName} is on its way.`,
      severity: 'success',
    });
    onChanged();
  };

  const doReject = async (reason: string) => {
    const result = await reject.mutate({ transferId: transfer.id, reason });
    if (!result.ok) {
      setRejecting(false);
      return failed(result.error, 'Rejection failed', onChanged);
    }
    setRejecting(false);
    toast({
      title: 'Transfer rejected',
      description: `The reserved ${amount} went back to ${name}, who was told why.`,
      severity: 'success',
    });
    onChanged();
  };
  return { approve, reject, approving, setApproving, rejecting, setRejecting, doApprove, doReject };
}

/** The amount and recipient as the card's heading, and how long it has been held. */
function ReviewCardHeader({
  titleId,
  title,
  createdAt,
}: {
  titleId: string;
  title: string;
  createdAt: string;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, mb: 2 }}>
      <Typography
        id={titleId}
        variant="h6"
        component="h2"
        sx={{ flexGrow: 1, fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Chip component="span" size="small" color="warning" label={`Held ${formatAge(createdAt)}`} />
    </Box>
  );
}

/** One held transfer: who, how much, to whom, how long it has waited; approve, or reject with a reason the customer sees. */
export function ReviewItemCard({ item, onChanged }: { item: ReviewItem; onChanged(): void }) {
  const { transfer, customer } = item;
  const titleId = useId();
  const { approve, reject, approving, setApproving, rejecting, setRejecting, doApprove, doReject } =
    useReviewDecision(item, onChanged);
  const amount = formatUsd(transfer.amountMinor);
  const name = fullName(customer);
  const busy = approve.isPending || reject.isPending;

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <ReviewCardHeader
          titleId={titleId}
          title={`${amount} to ${transfer.recipientName}`}
          createdAt={transfer.createdAt}
        />
        {transfer.nameMismatch ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            The recipient name entered doesn&apos;t match the holder of that Vaultline account.
          </Alert>
        ) : null}
        <ReviewDetails item={item} />
      </CardContent>
      <ReviewButtons
        busy={busy}
        onApprove={() => setApproving(true)}
        onReject={() => setRejecting(true)}
      />
      <ConfirmDialog
        open={approving}
        title="Approve this transfer?"
        confirmLabel="Approve"
        pending={approve.isPending}
        onConfirm={() => void doApprove()}
        onClose={() => setApproving(false)}
      >
        <DialogContentText>{`${amount} from ${name} (${transfer.fromAccountName}) to ${transfer.recipientName} will be sent. This cannot be undone from here.`}</DialogContentText>
      </ConfirmDialog>
      <ReasonDialog
        open={rejecting}
        title="Reject this transfer?"
        confirmLabel="Reject"
        destructive
        schema={RejectTransferRequestSchema}
        maxLength={300}
        reasonLabel="Reason for the customer"
        helperText="Required. The customer sees this reason and gets it by email."
        pending={reject.isPending}
        onConfirm={(reason) => void doReject(reason)}
        onClose={() => setRejecting(false)}
      >
        <DialogContentText>{`The reserved ${amount} goes back to ${name}'s ${transfer.fromAccountName}. Nothing is sent to ${transfer.recipientName}.`}</DialogContentText>
      </ReasonDialog>
    </Card>
  );
}
