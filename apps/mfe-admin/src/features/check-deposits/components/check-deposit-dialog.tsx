import {
  Alert,
  Chip,
  Dialog,
  DialogContent,
  DialogTitle,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import type { AdminCheckDeposit } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { useSession } from '@vaultline/session';
import { formatDateTime } from '@vaultline/ui';
import { InfoList, InfoRow } from '../../../components/info-list';
import { useCheckDecisions } from '../hooks/use-check-decisions';
import { approvalsText, STATUS_TEXT } from '../lib/deposit-text';
import { CheckDecisionButtons, CheckReasonDialog } from './check-decision-actions';
import { CheckPhoto } from './check-photo';

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;

/** What the customer typed, to compare with the photos, and who decided what so far. */
function CheckDepositFacts({ deposit }: { deposit: AdminCheckDeposit }) {
  const status = STATUS_TEXT[deposit.status];
  return (
    <InfoList>
      <InfoRow label="Customer" value={`${deposit.customer.name} (${deposit.customer.email})`} />
      <InfoRow label="Status" value={<Chip size="small" {...status} component="span" />} />
      <InfoRow label="Amount typed" value={formatUsd(deposit.amountMinor)} />
      <InfoRow label="Check number" value={<span style={MONO}>{deposit.checkNumber}</span>} />
      <InfoRow label="Routing number" value={<span style={MONO}>{deposit.micrRouting}</span>} />
      <InfoRow label="Account number" value={<span style={MONO}>{deposit.micrAccount}</span>} />
      <InfoRow label="Deposited" value={formatDateTime(deposit.createdAt)} />
      <InfoRow label="Approvals" value={approvalsText(deposit)} />
      {deposit.firstApprover ? (
        <InfoRow label="First approval" value={deposit.firstApprover.name} />
      ) : null}
      {deposit.decidedBy ? (
        <InfoRow
          label="Decided by"
          value={`${deposit.decidedBy.name}, ${formatDateTime(deposit.decidedAt)}`}
        />
      ) : null}
      {deposit.staffNote ? (
        <InfoRow label="Note to the customer" value={deposit.staffNote} wide />
      ) : null}
      {deposit.returnReason ? (
        <InfoRow label="Return reason" value={deposit.returnReason} wide />
      ) : null}
    </InfoList>
  );
}

/** Says who gave the first of two approvals (the same person cannot give the second). */
function FirstApprovalNotice({ deposit }: { deposit: AdminCheckDeposit }) {
  const me = useSession((state) => state.user?.id);
  if (deposit.status !== 'in_review' || !deposit.firstApprover) return null;
  return (
    <Alert severity="info" role="status">
      {deposit.firstApprover.id === me
        ? 'You gave the first approval: a different staff member must give the second.'
        : `${deposit.firstApprover.name} gave the first approval: yours would be the second.`}
    </Alert>
  );
}

/** One deposit: both photos, what the customer typed, and the decisions staff can take. */
export function CheckDepositDialog(props: {
  deposit: AdminCheckDeposit;
  onClose(): void;
  onDecided(text: string): void;
}) {
  const { deposit, onClose, onDecided } = props;
  const titleId = useId();
  const decisions = useCheckDecisions(deposit, onDecided);
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>
        Check #{deposit.checkNumber} from {deposit.customer.name}
      </DialogTitle>
      {/* Focusable: on a small screen the photos and details scroll, and the keyboard must reach them. */}
      <DialogContent
        tabIndex={0}
        role="region"
        aria-label={`Photos and details of check #${deposit.checkNumber}`}
      >
        <Stack spacing={2}>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <CheckPhoto depositId={deposit.id} side="front" checkNumber={deposit.checkNumber} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CheckPhoto depositId={deposit.id} side="back" checkNumber={deposit.checkNumber} />
            </Grid>
          </Grid>
          <Typography variant="body2" color="text.secondary">
            Compare the amount and the MICR line (routing, account and check number along the bottom
            of the check) with what the customer typed.
          </Typography>
          <CheckDepositFacts deposit={deposit} />
          <FirstApprovalNotice deposit={deposit} />
          {decisions.error ? (
            <Alert severity="error" role="alert">
              {decisions.error}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <CheckDecisionButtons
        deposit={deposit}
        busy={decisions.busy}
        onApprove={() => void decisions.doApprove()}
        onReason={decisions.openReason}
        onClose={onClose}
      />
      <CheckReasonDialog
        deposit={deposit}
        action={decisions.reasonAction}
        pending={decisions.reasonPending}
        refusal={decisions.reasonError}
        onConfirm={(reason) => void decisions.doWithReason(reason)}
        onClose={() => decisions.openReason(null)}
      />
    </Dialog>
  );
}
