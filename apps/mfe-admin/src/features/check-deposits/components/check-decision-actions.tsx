import { Button, DialogActions, DialogContentText } from '@mui/material';
import { CheckDecisionRequestSchema, type AdminCheckDeposit } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { ReasonDialog } from '../../../components/reason-dialog';
import type { ReasonAction } from '../hooks/use-check-decisions';
import { allowedDecisions } from '../lib/deposit-text';

const REASON_DIALOG = {
  reject: {
    title: 'Reject this check?',
    confirmLabel: 'Reject check',
    reasonLabel: 'Reason for the customer',
    helperText: 'Required. The customer reads this reason. At most 300 characters.',
  },
  'request-images': {
    title: 'Ask for better photos?',
    confirmLabel: 'Ask for photos',
    reasonLabel: 'What the photos need',
    helperText: 'Required. The customer reads this and sends new photos. At most 300 characters.',
  },
} as const;

/** Approve / Reject / Ask for better photos, as the deposit's status allows, and Close. */
export function CheckDecisionButtons(props: {
  deposit: AdminCheckDeposit;
  busy: boolean;
  onApprove(): void;
  onReason(action: ReasonAction): void;
  onClose(): void;
}) {
  const { deposit, busy, onApprove, onReason, onClose } = props;
  const allowed = allowedDecisions(deposit.status);
  const second = deposit.approvalsNeeded === 2 && deposit.firstApprover !== null;
  return (
    <DialogActions sx={{ flexWrap: 'wrap', gap: 1, px: 3, pb: 2 }}>
      {allowed.approve ? (
        <Button variant="contained" color="success" disabled={busy} onClick={onApprove}>
          {second ? 'Approve (second approval)' : 'Approve'}
        </Button>
      ) : null}
      {allowed.requestImages ? (
        <Button variant="outlined" disabled={busy} onClick={() => onReason('request-images')}>
          Ask for better photos
        </Button>
      ) : null}
      {allowed.reject ? (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => onReason('reject')}>
          Reject
        </Button>
      ) : null}
      <Button onClick={onClose}>Close</Button>
    </DialogActions>
  );
}

/** The reason asked before rejecting or asking for photos (the customer reads it). */
export function CheckReasonDialog(props: {
  deposit: AdminCheckDeposit;
  action: ReasonAction | null;
  pending: boolean;
  refusal: string | null;
  onConfirm(reason: string): void;
  onClose(): void;
}) {
  const { deposit, action, pending, refusal, onConfirm, onClose } = props;
  const text = REASON_DIALOG[action ?? 'reject'];
  const amount = formatUsd(deposit.amountMinor);
  return (
    <ReasonDialog
      open={action !== null}
      {...text}
      destructive={action === 'reject'}
      schema={CheckDecisionRequestSchema}
      maxLength={300}
      pending={pending}
      refusal={refusal}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <DialogContentText>
        {action === 'reject'
          ? `Check #${deposit.checkNumber} for ${amount} will not be deposited.`
          : `${deposit.customer.name} is asked to send new photos of check #${deposit.checkNumber}; it stays out of the queue until they do.`}
      </DialogContentText>
    </ReasonDialog>
  );
}
