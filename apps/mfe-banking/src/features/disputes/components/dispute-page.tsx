import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { DISPUTE_REASONS, type Dispute } from '@vaultline/contracts';
import { formatUsd } from '@vaultline/money';
import { toast } from '@vaultline/session';
import { ErrorState, ListSkeleton, PageHeading, SectionCard } from '@vaultline/ui';
import { useAnswerDispute, useDispute, useWithdrawDispute } from '../api/disputes';
import { creditText, isUndecided, longDate, STATUS_CHIPS } from '../lib/dispute-format';

function AnswerForm({ dispute }: { dispute: Dispute }) {
  const answer = useAnswerDispute();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const send = async () => {
    if (!message.trim()) return setProblem('Write your answer.');
    const sent = await answer.mutate({ id: dispute.id, answer: { message: message.trim() } });
    if (!sent.ok) return setProblem(sent.error.message);
    setMessage('');
    toast({
      title: 'Answer sent',
      description: 'We go on with your dispute.',
      severity: 'success',
    });
  };
  return (
    <Stack
      component="form"
      noValidate
      aria-label="Answer our question"
      spacing={1.5}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <Alert severity="warning">We asked: {dispute.question}</Alert>
      <TextField
        label="Your answer"
        multiline
        minRows={2}
        value={message}
        onChange={(e) => {
          setMessage(e.target.value);
          setProblem(null);
        }}
        error={Boolean(problem)}
        helperText={problem ?? ' '}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={answer.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        Send answer
      </Button>
    </Stack>
  );
}

function WithdrawButton({ dispute }: { dispute: Dispute }) {
  const withdraw = useWithdrawDispute();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async () => {
    const done = await withdraw.mutate(dispute.id);
    if (!done.ok) return setProblem(done.error.message);
    setOpen(false);
    toast({
      title: 'Dispute withdrawn',
      description: `${dispute.counterparty}, ${formatUsd(dispute.amountMinor)}.`,
      severity: 'success',
    });
  };
  const credited = dispute.provisionalCreditMinor > 0;
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        Withdraw dispute
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="withdraw-title">
        <DialogTitle id="withdraw-title">Withdraw this dispute?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {credited
              ? `The provisional credit of ${formatUsd(dispute.provisionalCreditMinor)} goes back at once.`
              : 'We stop investigating it.'}
          </DialogContentText>
          {problem ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {problem}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep it</Button>
          <Button color="error" onClick={() => void confirm()} disabled={withdraw.isPending}>
            Withdraw
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

function Facts({ dispute }: { dispute: Dispute }) {
  const chip = STATUS_CHIPS[dispute.status];
  const reversal = dispute.reversalAt
    ? `The provisional credit of ${formatUsd(dispute.provisionalCreditMinor)} ` +
      `will be taken back on ${longDate(dispute.reversalAt)}.`
    : null;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {dispute.counterparty} · {formatUsd(dispute.amountMinor)}
        </Typography>
        <Chip size="small" color={chip.color} label={chip.label} />
        {dispute.lateFiling ? <Chip size="small" label="Late filing" /> : null}
      </Stack>
      <Typography variant="body2">
        {DISPUTE_REASONS[dispute.reason]}. Paid on {longDate(dispute.transactionAt)}; filed on{' '}
        {longDate(dispute.createdAt)}.
      </Typography>
      <Typography variant="body2">{creditText(dispute)}.</Typography>
      {isUndecided(dispute) ? (
        <Typography variant="body2">
          We decide by {longDate(dispute.resolveBy)} ({dispute.resolveDays} days).
        </Typography>
      ) : null}
      {dispute.decisionNote ? (
        <Alert severity={dispute.status === 'granted' ? 'success' : 'info'}>
          {dispute.decisionNote}
        </Alert>
      ) : null}
      {reversal ? <Alert severity="warning">{reversal}</Alert> : null}
    </Stack>
  );
}

/** /disputes/:disputeId: one dispute, its clock and steps; answer the bank's question or withdraw. */
export function DisputePage() {
  const { disputeId = '' } = useParams();
  const dispute = useDispute(disputeId);
  const data = dispute.data;
  return (
    <>
      <PageHeading title="Dispute" subtitle="Where your dispute stands, and each step so far." />
      {dispute.error ? (
        <ErrorState
          title="We couldn't load this dispute."
          message={dispute.error.message}
          onRetry={() => dispute.refetch()}
        />
      ) : null}
      {!dispute.error && !data ? <ListSkeleton rows={3} label="Loading the dispute" /> : null}
      {data ? (
        <Stack spacing={2} sx={{ maxWidth: 760 }}>
          <SectionCard title="The dispute">
            <Stack spacing={2}>
              <Facts dispute={data} />
              {data.status === 'info_requested' ? <AnswerForm dispute={data} /> : null}
              {isUndecided(data) ? <WithdrawButton dispute={data} /> : null}
            </Stack>
          </SectionCard>
          <SectionCard title="Steps">
            <List aria-label="Steps of the dispute" disablePadding>
              {data.events.map((event, index) => (
                <ListItem key={`${event.at}-${index}`} divider disableGutters>
                  <ListItemText primary={event.text} secondary={longDate(event.at)} />
                </ListItem>
              ))}
            </List>
          </SectionCard>
        </Stack>
      ) : null}
    </>
  );
}
