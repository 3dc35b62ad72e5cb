import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { DISPUTE_REASONS, type AdminDispute, type AdminDisputeDetail } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast } from '@vaultline/session';
import { ListSkeleton } from '@vaultline/ui';
import {
  getEvidence,
  useActOnDispute,
  useChargeBack,
  useDispute,
  type DisputeAction,
} from '../api/disputes';
import { clockText, shortDate } from '../lib/dispute-text';

const ACTIONS: { action: DisputeAction; label: string; needsMessage: boolean }[] = [
  { action: 'request-info', label: 'Request information', needsMessage: true },
  { action: 'provisional-credit', label: 'Post provisional credit now', needsMessage: false },
  { action: 'grant', label: 'Grant', needsMessage: true },
  { action: 'deny', label: 'Deny', needsMessage: true },
  { action: 'notes', label: 'Add internal note', needsMessage: true },
];

function Facts({ dispute }: { dispute: AdminDispute }) {
  const clock = clockText(dispute);
  return (
    <Stack spacing={0.5}>
      <Typography>
        {`${dispute.customerName}: ${dispute.counterparty}, ${formatUsd(dispute.amountMinor)} ` +
          `(${dispute.subjectKind === 'card' ? 'card payment' : 'transfer'} of ${shortDate(dispute.transactionAt)})`}
      </Typography>
      <Typography variant="body2">{`${DISPUTE_REASONS[dispute.reason]}. “${dispute.description}”`}</Typography>
      <Typography
        variant="body2"
        color={clock.overdue ? 'error' : 'text.primary'}
      >{`${clock.text}. Decide by ${shortDate(dispute.resolveBy)} (${dispute.resolveDays} days).`}</Typography>
      <Typography variant="body2">
        {dispute.provisionalCreditMinor > 0
          ? `Provisional credit of ${formatUsd(dispute.provisionalCreditMinor)} posted.`
          : `Provisional credit due ${shortDate(dispute.provisionalCreditDue)}.`}
      </Typography>
      {dispute.approvalsNeeded === 2 ? (
        <Alert severity="info">
          {dispute.firstApproverId
            ? 'First approval given: another staff member grants to finish.'
            : 'Above $1,000: two different staff members grant.'}
        </Alert>
      ) : null}
    </Stack>
  );
}

function Evidence({ id }: { id: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const open = async () => {
    try {
      setUrl(URL.createObjectURL(await getEvidence(id)));
    } catch (error) {
      setProblem((error as Error).message);
    }
  };
  if (url)
    return (
      <a href={url} target="_blank" rel="noreferrer">
        Open the evidence file
      </a>
    );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" size="small" onClick={() => void open()}>
        Load the customer’s evidence
      </Button>
      {problem ? <Alert severity="error">{problem}</Alert> : null}
    </Stack>
  );
}

function Timeline({ detail }: { detail: AdminDisputeDetail }) {
  const { dispute, merchantHistory } = detail;
  const steps = [
    ...dispute.events.map((e) => ({ at: e.at, text: e.text })),
    ...dispute.internalNotes.map((n) => ({ at: n.at, text: `Staff note: ${n.text}` })),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return (
    <>
      <Typography variant="subtitle2">Steps</Typography>
      <List dense aria-label="Steps of the dispute">
        {steps.map((step, index) => (
          <ListItem key={`${step.at}-${index}`} disableGutters>
            <ListItemText primary={step.text} secondary={shortDate(step.at)} />
          </ListItem>
        ))}
      </List>
      <Typography variant="subtitle2">
        {`Other card payments at ${dispute.counterparty}: ${merchantHistory.length}`}
      </Typography>
      <List dense aria-label="Other payments at the merchant">
        {merchantHistory.map((item) => (
          <ListItem key={item.id} disableGutters>
            <ListItemText
              primary={`${formatUsd(item.postedMinor ?? item.amountMinor)} · ${item.status}`}
              secondary={shortDate(item.createdAt)}
            />
          </ListItem>
        ))}
      </List>
    </>
  );
}

function Actions({ dispute }: { dispute: AdminDispute }) {
  const act = useActOnDispute();
  const chargeback = useChargeBack();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: DisputeAction, needsMessage: boolean, label: string) => {
    if (needsMessage && !message.trim())
      return setProblem(`Write the message (or note) for “${label}”.`);
    const done = await act.mutate({
      id: dispute.id,
      action,
      message: needsMessage ? message.trim() : undefined,
    });
    if (!done.ok) return setProblem(done.error.message);
    setMessage('');
    setProblem(null);
    toast({
      title: label,
      description: `${dispute.customerName}, ${dispute.counterparty}`,
      severity: 'success',
    });
  };
  const chargeBack = async () => {
    const done = await chargeback.mutate(dispute.id);
    if (!done.ok) return setProblem(done.error.message);
    toast({
      title: done.data.accepted ? 'Chargeback accepted' : 'Chargeback rejected',
      description: done.data.message,
      severity: done.data.accepted ? 'success' : 'warning',
    });
  };
  const busy = act.isPending || chargeback.isPending;
  return (
    <Stack spacing={1.5}>
      <TextField
        label="Message to the customer, or internal note"
        multiline
        minRows={2}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          setProblem(null);
        }}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {problem ? <Alert severity="error">{problem}</Alert> : null}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {ACTIONS.filter(
          (a) => a.action !== 'provisional-credit' || dispute.provisionalCreditMinor === 0,
        ).map((a) => (
          <Button
            key={a.action}
            variant={a.action === 'grant' ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={() => void run(a.action, a.needsMessage, a.label)}
          >
            {a.label}
          </Button>
        ))}
        {dispute.subjectKind === 'card' ? (
          <Button variant="outlined" disabled={busy} onClick={() => void chargeBack()}>
            Charge back
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** One dispute: facts, clock, evidence, steps, the merchant history, and the staff actions. */
export function DisputeDialog({ id, onClose }: { id: string; onClose(): void }) {
  const detail = useDispute(id);
  const dispute = detail.data?.dispute;
  const undecided = dispute?.status === 'open' || dispute?.status === 'info_requested';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="dispute-title">
      <DialogTitle id="dispute-title">Dispute</DialogTitle>
      <DialogContent>
        {detail.error ? <Alert severity="error">{detail.error.message}</Alert> : null}
        {!detail.data && !detail.error ? (
          <ListSkeleton rows={3} label="Loading the dispute" />
        ) : null}
        {detail.data && dispute ? (
          <Stack spacing={2}>
            <Facts dispute={dispute} />
            {dispute.hasAttachment ? <Evidence id={dispute.id} /> : null}
            <Timeline detail={detail.data} />
            {undecided ? (
              <Actions dispute={dispute} />
            ) : (
              <Alert severity="info">{`Decided: ${dispute.decisionNote ?? dispute.status}`}</Alert>
            )}
          </Stack>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
